import type { ErrorBody, ErrorCode } from "./errors";
import type { EndpointInput, EndpointName, EndpointOutput } from "./registry";

// Components reach the server only through this module (eslint zones): the endpoints' input and
// answer types come from here too, never from the registry or the server layer.
export type { EndpointInput, EndpointName, EndpointOutput };
export { queryKeys } from "./query-keys";

/** An endpoint's error as the browser sees it: the German message is meant to be shown. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function handle<T>(res: Response): Promise<T> {
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (body as ErrorBody | null)?.error;
    throw new ApiError(res.status, err?.code ?? "internal", err?.message ?? "Der Server ist nicht erreichbar.", err?.field);
  }
  return body as T;
}

function query(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null || v === "") continue;
    params.set(k, Array.isArray(v) ? v.join(",") : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The one typed client for the named endpoints (SPEC.md section 7). */
export const api = {
  async get<N extends EndpointName<"GET">>(name: N, input: EndpointInput<N, "GET">, init?: RequestInit): Promise<EndpointOutput<N, "GET">> {
    const res = await fetch(`/api/${name}${query(input as Record<string, unknown>)}`, { ...init, credentials: "same-origin" });
    return handle(res);
  },
  async post<N extends EndpointName<"POST">>(name: N, input: EndpointInput<N, "POST">, init?: RequestInit): Promise<EndpointOutput<N, "POST">> {
    const res = await fetch(`/api/${name}`, {
      ...init,
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    return handle(res);
  },
};
