import { verifySignature } from "@/lib/domain/operator/webhook-security";
import { startHttpPeer, type HttpPeer, type RecordedRequest } from "./http-peer";

/**
 * A supplier's order receiver as the documentation tells one to build it: it verifies the
 * Kuechenportal-Signature over the raw body (5-minute tolerance), answers 401 to a bad signature,
 * drops a repeated Idempotency-Key (answering 200), and records each order it accepted once.
 * `failFirst` answers 500 to that many signed calls first (a supplier system that is down).
 */
export type WebhookPeer = HttpPeer & {
  accepted: { orderNumber: string; body: Record<string, unknown>; request: RecordedRequest }[];
  refused: number;
  failing: number;
  setSecret(secret: string): void;
  setFailing(n: number): void;
};

export async function startWebhookPeer(opts: { secret?: string; failFirst?: number } = {}): Promise<WebhookPeer> {
  let secret = opts.secret ?? "";
  const state = { failing: opts.failFirst ?? 0, refused: 0 };
  const accepted: WebhookPeer["accepted"] = [];
  const peer = await startHttpPeer((req, res) => {
    const check = verifySignature(req.headers["kuechenportal-signature"] as string | undefined, req.body, secret, Math.floor(Date.now() / 1000));
    if (!check.ok) {
      state.refused += 1;
      res.writeHead(401).end(check.reason);
      return;
    }
    if (state.failing > 0) {
      state.failing -= 1;
      res.writeHead(500).end("vorübergehend nicht erreichbar");
      return;
    }
    const key = String(req.headers["idempotency-key"] ?? "");
    if (!accepted.some((a) => a.orderNumber === key)) {
      accepted.push({ orderNumber: key, body: JSON.parse(req.body) as Record<string, unknown>, request: req });
    }
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  // Getters, so a test reads the live counts (Object.assign would copy today's values).
  return Object.defineProperties(peer, {
    accepted: { value: accepted },
    refused: { get: () => state.refused },
    failing: { get: () => state.failing },
    setSecret: { value: (s: string) => void (secret = s) },
    setFailing: { value: (n: number) => void (state.failing = n) },
  }) as WebhookPeer;
}
