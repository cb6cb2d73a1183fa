import { apiRoute } from "@/lib/api/api-route";
import { serveEndpoint } from "@/lib/api/serve";

type Params = { params: Promise<{ name: string }> };

// Every endpoint of lib/api/registry.ts, also the uploads (lib/api/api-route.ts: outside the proxy).
export const GET = apiRoute(async (req: Request, { params }: Params) => serveEndpoint(req, (await params).name, "GET"));
export const POST = apiRoute(async (req: Request, { params }: Params) => serveEndpoint(req, (await params).name, "POST"));

// scripts/serve.mjs calls these two straight, without Next.js' router, once this module is loaded
// (scripts/api-direct.mjs); the embedded test servers and `next start` keep going through Next.js.
(globalThis as { __kuechenApiRoute?: { GET: typeof GET; POST: typeof POST } }).__kuechenApiRoute = { GET, POST };
