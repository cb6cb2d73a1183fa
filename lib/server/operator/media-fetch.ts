import "server-only";
import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { LookupFunction } from "node:net";
import { IMAGE_LIMITS, isPublicAddress, MEDIA_REASONS } from "@/lib/domain/operator/media-rules";

/** A refused or failed download, with the German reason recorded beside the image. */
export class MediaFetchError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export type FetchOptions = {
  /** Resolves a host name to its addresses (default: the system resolver, every address). */
  resolve?: (host: string) => Promise<string[]>;
  /** Whether an address may be connected to (default: public unicast only, media-rules.ts). */
  allowAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

async function systemResolve(host: string): Promise<string[]> {
  const rows = await dns.lookup(host, { all: true, verbatim: true });
  return rows.map((r) => r.address);
}

/**
 * The address to connect to for a URL's host: every address the name resolves to must be allowed
 * (a name with one private address among public ones is refused), and the connection then goes to the
 * address checked here, never to a second lookup's answer (DNS rebinding).
 */
async function checkedAddress(
  host: string,
  opts: Required<Pick<FetchOptions, "resolve" | "allowAddress">>,
): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  let addresses: string[];
  if (net.isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = await opts.resolve(bare);
    } catch {
      throw new MediaFetchError(MEDIA_REASONS.unresolvable);
    }
  }
  if (addresses.length === 0) throw new MediaFetchError(MEDIA_REASONS.unresolvable);
  if (!addresses.every((a) => opts.allowAddress(a))) throw new MediaFetchError(MEDIA_REASONS.privateAddress);
  const address = addresses[0];
  return { address, family: net.isIP(address) === 6 ? 6 : 4 };
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
function requestOnce(url: URL, target: { address: string; family: 4 | 6 }, timeoutMs: number, maxBytes: number, deadline: number): Promise<Hop> {
  // Connect to the checked address; the URL's host stays the Host header and the TLS server name.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
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
    resolve: options.resolve ?? systemResolve,
    allowAddress: options.allowAddress ?? isPublicAddress,
    timeoutMs: options.timeoutMs ?? IMAGE_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? IMAGE_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? IMAGE_LIMITS.maxRedirects,
  };
  const deadline = Date.now() + opts.timeoutMs;
  let url = parseUrl(raw);
  for (let hop = 0; ; hop++) {
    const target = await checkedAddress(url.hostname, opts);
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
