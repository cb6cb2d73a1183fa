import "server-only";
import http from "node:http";
import https from "node:https";
import { IMAGE_LIMITS, MEDIA_REASONS } from "@/lib/domain/operator/media-rules";
import { checkedTarget, OutboundRefused, pinnedLookup, type OutboundPolicy, type OutboundTarget } from "@/lib/server/platform/outbound";

/** A refused or failed download, with the German reason recorded beside the image. */
export class MediaFetchError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The outbound guard's policy (resolver, address rule; lib/server/platform/outbound.ts) and the download's limits. */
export type FetchOptions = OutboundPolicy & {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

/** Every address of the host must pass the one outbound guard; the connection then goes to the address it checked. */
async function checkedAddress(host: string, policy: OutboundPolicy): Promise<OutboundTarget> {
  try {
    return await checkedTarget(host, policy);
  } catch (e) {
    if (e instanceof OutboundRefused) throw new MediaFetchError(e.reason === "internal" ? MEDIA_REASONS.privateAddress : MEDIA_REASONS.unresolvable);
    throw e;
  }
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new MediaFetchError(MEDIA_REASONS.badUrl);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) throw new MediaFetchError(MEDIA_REASONS.badUrl);
  return url;
}

type Hop = { status: number; location?: string; body?: Buffer };

/** One request to a checked address; the body counted while it streams and cut off above maxBytes. */
function requestOnce(url: URL, target: OutboundTarget, timeoutMs: number, maxBytes: number, deadline: number): Promise<Hop> {
  // Connect to the checked address; the URL's host stays the Host header and the TLS server name.
  const lookup = pinnedLookup(target);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const left = Math.max(1, deadline - Date.now());
    const req = client.request(url, {
      method: "GET",
      lookup,
      headers: { accept: "image/jpeg, image/png, image/webp", "user-agent": "Kuechenportal-Bildabruf/1" },
      agent: false,
    });
    const timer = setTimeout(() => req.destroy(new MediaFetchError(MEDIA_REASONS.timeout)), Math.min(left, timeoutMs));
    const fail = (e: unknown) => {
      clearTimeout(timer);
      reject(e instanceof MediaFetchError ? e : new MediaFetchError(MEDIA_REASONS.network));
    };
    req.on("error", fail);
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        clearTimeout(timer);
        req.destroy();
        return resolve({ status, location: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        clearTimeout(timer);
        req.destroy();
        return reject(new MediaFetchError(MEDIA_REASONS.httpStatus(status)));
      }
      const declared = Number(res.headers["content-length"]);
      if (Number.isFinite(declared) && declared > maxBytes) {
        req.destroy();
        return fail(new MediaFetchError(MEDIA_REASONS.tooLarge));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (c: Buffer) => {
        size += c.length;
        if (size > maxBytes) return req.destroy(new MediaFetchError(MEDIA_REASONS.tooLarge));
        chunks.push(c);
      });
      res.on("error", fail);
      res.on("end", () => {
        clearTimeout(timer);
        resolve({ status, body: Buffer.concat(chunks) });
      });
    });
    req.end();
  });
}

/**
 * Downloads an image from a supplier's URL within IMAGE_LIMITS: http(s) only; every address of the host
 * (and of every redirect target) must be public; the connection goes to the checked address; at most
 * maxRedirects redirects; one timeout for the whole download; the body counted as it arrives and cut off
 * above maxBytes. The content is not trusted here: the caller checks its type by content.
 */
export async function fetchImageBytes(raw: string, options: FetchOptions = {}): Promise<Buffer> {
  const opts = {
    policy: { resolve: options.resolve, allowAddress: options.allowAddress },
    timeoutMs: options.timeoutMs ?? IMAGE_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? IMAGE_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? IMAGE_LIMITS.maxRedirects,
  };
  const deadline = Date.now() + opts.timeoutMs;
  let url = parseUrl(raw);
  for (let hop = 0; ; hop++) {
    const target = await checkedAddress(url.hostname, opts.policy);
    const answer = await requestOnce(url, target, opts.timeoutMs, opts.maxBytes, deadline);
    if (answer.body) return answer.body;
    if (hop >= opts.maxRedirects) throw new MediaFetchError(MEDIA_REASONS.tooManyRedirects);
    try {
      url = parseUrl(new URL(answer.location!, url).toString());
    } catch {
      throw new MediaFetchError(MEDIA_REASONS.badUrl);
    }
  }
}
