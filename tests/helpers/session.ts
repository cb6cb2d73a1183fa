import { signIn } from "@/lib/server/platform/login";
import { serveEndpoint } from "@/lib/api/serve";
import type { Method } from "@/lib/api/define";

export const DEMO = {
  berlin: "studio@kuechenwelt-berlin.example",
  mayer: "studio@kuechen-mayer.example",
  nord: "zentrale@kuechenhaus-nord.example",
  hamburg: "studio@kuechenhaus-hamburg.example",
  kiel: "studio@kuechenhaus-kiel.example",
  /** The operator's demo person (role betrieb, no studio). */
  betrieb: "betrieb@kuechenportal.example",
} as const;

/** Signs in for real through Better Auth and returns the Cookie header of the session. */
export async function sessionCookie(email: string, password = "demo1234"): Promise<string> {
  const result = await signIn({ email, password }, new Headers());
  if (!result.ok) throw new Error(`Anmeldung fehlgeschlagen: ${result.message}`);
  return result.setCookies.map((c) => c.split(";")[0]).join("; ");
}

/** Calls a named endpoint the way the browser does, through the same serving code as /api/{name}. */
export async function call(method: Method, name: string, input: Record<string, unknown> | string, cookie?: string) {
  const headers = new Headers(cookie ? { cookie } : {});
  let req: Request;
  if (method === "GET") {
    const qs = new URLSearchParams(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    req = new Request(`http://localhost/api/${name}?${qs}`, { headers });
  } else {
    // What a browser sends with the app's fetch: the JSON content type, and its own origin.
    headers.set("content-type", "application/json");
    headers.set("origin", "http://localhost");
    req = new Request(`http://localhost/api/${name}`, { method: "POST", headers, body: typeof input === "string" ? input : JSON.stringify(input) });
  }
  const res = await serveEndpoint(req, name, method);
  const body = await res.json();
  return { status: res.status, body };
}
