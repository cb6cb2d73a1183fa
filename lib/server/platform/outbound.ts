import "server-only";
import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { isPublicAddress } from "@/lib/domain/platform/outbound-address";

// The one guard for URLs that come from a person or a file (the order webhook, product images by URL;
// anything new that fetches such a URL goes through here). It resolves the name, checks every address
// the name resolves to (lib/domain/platform/outbound-address.ts: IPv4 inside IPv6 unwrapped; only public
// unicast), and connects to the address it checked: the socket's lookup answers with that address, so a
// second DNS answer between check and connect (DNS rebinding) is never asked for. URLs from the
// configuration (SMTP, Slack, S3, Salesforce) are the operator's own and do not pass here.

/** Why a URL is not fetched: its host is internal, or its name does not resolve. */
export class OutboundRefused extends Error {
  constructor(readonly reason: "internal" | "unresolvable") {
    super(reason === "internal" ? "Die Adresse zeigt in ein internes Netz." : "Der Rechnername der Adresse ist unbekannt.");
  }
}

/** What a caller may change: the resolver and the address rule (tests let a loopback peer pass as "the internet"). */
export type OutboundPolicy = {
  /** Resolves a host name to its addresses (default: the system resolver, every address). */
  resolve?: (host: string) => Promise<string[]>;
  /** Whether an address may be connected to (default: public unicast after normalising). */
  allowAddress?: (address: string) => boolean;
};

/** A checked address to connect to. */
export type OutboundTarget = { address: string; family: 4 | 6 };

async function systemResolve(host: string): Promise<string[]> {
  const rows = await dns.lookup(host, { all: true, verbatim: true });
  return rows.map((r) => r.address);
}

/**
 * The address to connect to for a URL's host: every address the name resolves to must be allowed (a
 * name with one internal address among public ones is refused), and the first of them is the one to
 * connect to.
 */
export async function checkedTarget(hostname: string, policy: OutboundPolicy = {}): Promise<OutboundTarget> {
  const resolve = policy.resolve ?? systemResolve;
  const allow = policy.allowAddress ?? isPublicAddress;
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  let addresses: string[];
  if (net.isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = await resolve(bare);
    } catch {
      throw new OutboundRefused("unresolvable");
    }
  }
  if (addresses.length === 0) throw new OutboundRefused("unresolvable");
  if (!addresses.every((a) => net.isIP(a) && allow(a))) throw new OutboundRefused("internal");
  return { address: addresses[0], family: net.isIP(addresses[0]) === 6 ? 6 : 4 };
}

/** A socket lookup that answers with the checked address only, whatever name it is asked for. */
export function pinnedLookup(target: OutboundTarget): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: OutboundTarget[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

/** Options of one request through the guard. */
export type OutboundRequest = {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  policy?: OutboundPolicy;
};

/** No answer: the connection failed, was cut, or the time ran out. The cause stays out of the message on purpose. */
export class OutboundNoAnswer extends Error {
  constructor() {
    super("Keine Antwort vom Empfänger.");
  }
}

/**
 * One request to a URL through the guard, pinned to the checked address (the URL's host stays the Host
 * header and the TLS server name). Redirects are not followed; the answer's body is read up to 64 KB
 * and dropped. Resolves with the status; rejects with OutboundRefused or OutboundNoAnswer.
 */
export async function outboundRequest(raw: string, init: OutboundRequest): Promise<{ status: number }> {
  const url = new URL(raw);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundRefused("internal");
  const target = await checkedTarget(url.hostname, init.policy);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const headers = init.body === undefined ? init.headers : { ...init.headers, "content-length": String(Buffer.byteLength(init.body)) };
    const req = client.request(url, { method: init.method, headers, lookup: pinnedLookup(target), agent: false });
    const timer = setTimeout(() => req.destroy(new OutboundNoAnswer()), init.timeoutMs);
    req.on("error", () => {
      clearTimeout(timer);
      reject(new OutboundNoAnswer());
    });
    req.on("response", (res) => {
      let size = 0;
      res.on("data", (c: Buffer) => {
        size += c.length;
        if (size > 64 * 1024) res.destroy();
      });
      const done = () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0 });
      };
      res.on("end", done);
      res.on("close", done);
      res.on("error", done);
    });
    req.end(init.body);
  });
}
