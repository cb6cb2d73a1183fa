import { serveEndpoint } from "@/lib/api/serve";
import { appUrl, env } from "@/lib/env";
import { securityConfig, securityHeaders } from "@/lib/security-headers";

// The route of an upload endpoint (catalogImport, catalogMediaImport) outside the proxy: the proxy
// (proxy.ts) leaves these paths out, because Next.js hands a route only the first
// `proxyClientMaxBodySize` bytes of a body the proxy has seen, and an upload may be up to 1 GB. The
// endpoint streams the body to disk and counts it (lib/api/endpoints/operator/catalog-imports.ts); the
// security headers the proxy gives every other answer are set here.

function withSecurityHeaders(req: Request, res: Response): Response {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  for (const [name, value] of securityHeaders(securityConfig(env(), appUrl()), { nonce, pathname: new URL(req.url).pathname })) {
    res.headers.set(name, value);
  }
  return res;
}

/** POST and GET of the upload endpoint `name`, each answer with the security headers. */
export function uploadRoute(name: string) {
  return {
    POST: async (req: Request) => withSecurityHeaders(req, await serveEndpoint(req, name, "POST")),
    GET: async (req: Request) => withSecurityHeaders(req, await serveEndpoint(req, name, "GET")),
  };
}
