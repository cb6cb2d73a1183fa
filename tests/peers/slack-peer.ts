import { json, startHttpPeer, type RecordedRequest } from "./http-peer";

export type SlackAnswer = { ok: true } | { ok: false; error: string } | { ratelimited: number } | { status: number; body: string } | { hang: true };

export type SlackCall = { at: number; token: string | undefined; method: string; args: Record<string, string> };

/** Reads a Web API call as Slack does: form-encoded (the SDK's default) or JSON. */
function readArgs(req: RecordedRequest): Record<string, string> {
  if (req.headers["content-type"]?.includes("application/json")) return JSON.parse(req.body) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(req.body));
}

/**
 * Answers as Slack's Web API does (`POST /api/<method>`, HTTP 200 with {ok}), or with the scripted
 * answers in order: a rate limit (429 + Retry-After), a platform error, a bare HTTP status, silence.
 * `delayMs`: a slow peer, answering each call only after that long (the call is recorded on arrival).
 */
export async function startSlackPeer(opts: { delayMs?: number } = {}) {
  const script: SlackAnswer[] = [];
  const calls: SlackCall[] = [];
  const peer = await startHttpPeer(async (req, res) => {
    const method = req.path.replace(/^\/api\//, "").split("?")[0];
    const args = readArgs(req);
    const auth = req.headers.authorization;
    calls.push({ at: req.at, token: auth?.replace(/^Bearer /, "") ?? args.token, method, args });
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    const answer = script.shift() ?? { ok: true };
    if ("hang" in answer) return; // never answers
    if ("ratelimited" in answer) return json(res, 429, { ok: false, error: "ratelimited" }, { "retry-after": String(answer.ratelimited) });
    if ("status" in answer) {
      res.writeHead(answer.status, { "content-type": "text/html" });
      return res.end(answer.body);
    }
    if (!answer.ok) return json(res, 200, { ok: false, error: answer.error });
    if (method !== "chat.postMessage") return json(res, 200, { ok: false, error: "unknown_method" });
    json(res, 200, { ok: true, channel: "C0123SHOP", ts: `${Math.floor(Date.now() / 1000)}.000100`, message: { text: args.text, type: "message" } });
  });
  return { ...peer, apiUrl: `${peer.url}/api/`, calls, script };
}
