import "server-only";
import { AUTH_BODY_LIMIT_BYTES, getAuth } from "@/lib/server/platform/auth";
import { germanAuthMessage } from "@/lib/domain/platform/auth-messages";
import { AppError } from "./errors";
import { assertAppWrite, assertNoHostileText, parseJson, readBodyText } from "./request-guards";

function errorResponse(error: AppError, requestId: string | null, headers: HeadersInit = {}): Response {
  const body = error.toBody();
  return Response.json(
    { error: { ...body.error, ...(requestId ? { requestId } : {}) } },
    { status: error.status, headers: { "cache-control": "no-store", ...headers } },
  );
}

/**
 * Better Auth's answers in German: a throttled one in the app's error shape with `Retry-After` (the
 * sign-in throttle already speaks German; the request limiter's own text is English), any other JSON
 * answer with its `message` from the one table (lib/domain/platform/auth-messages.ts).
 */
async function germanAnswer(res: Response, requestId: string | null): Promise<Response> {
  if (res.status === 429) {
    const seconds = Number(res.headers.get("retry-after") ?? res.headers.get("x-retry-after") ?? 60);
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    const message =
      body.code === "throttled" && body.message
        ? body.message
        : `Zu viele Anfragen. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`;
    return errorResponse(new AppError("throttled", message), requestId, { "retry-after": String(seconds) });
  }
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) return res;
  const text = await res.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return res;
  }
  if (!body || typeof body !== "object" || Array.isArray(body) || typeof (body as { message?: unknown }).message !== "string") return res;
  const b = body as { code?: string; message: string };
  const message = germanAuthMessage({ status: res.status, code: b.code, message: b.message });
  if (message === b.message) return res;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...b, message }), { status: res.status, statusText: res.statusText, headers });
}

/**
 * Serves /api/auth/* (Better Auth). Writes pass the same guards as every endpoint: same origin, JSON,
 * at most 16 kB counted while streaming, no NUL or lone surrogates; then Better Auth with its rate
 * limiter and the sign-in throttle (lib/server/platform/auth.ts).
 */
export async function serveAuth(req: Request): Promise<Response> {
  const auth = await getAuth();
  if (req.method !== "POST") return germanAnswer(await auth.handler(req), req.headers.get("x-request-id"));
  try {
    assertAppWrite(req);
    const text = await readBodyText(req, AUTH_BODY_LIMIT_BYTES);
    assertNoHostileText(parseJson(text));
    const headers = new Headers(req.headers);
    headers.delete("content-length");
    const forwarded = new Request(req.url, { method: "POST", headers, body: text || undefined });
    return germanAnswer(await auth.handler(forwarded), req.headers.get("x-request-id"));
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error, req.headers.get("x-request-id"));
    throw error;
  }
}
