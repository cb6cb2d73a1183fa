import { apiRoute } from "@/lib/api/api-route";
import { readinessReport } from "@/lib/server/platform/readiness";

// Readiness: migrations applied, demo data loaded (or off), the database answering now, outside
// services configured or local, each with its mode. 503 while starting, stopping or broken. No sign-in,
// no secrets.
export const dynamic = "force-dynamic";

export const GET = apiRoute(async () => {
  const report = await readinessReport();
  return Response.json(report, { status: report.ready ? 200 : 503, headers: { "cache-control": "no-store" } });
});

// scripts/serve.mjs answers the check with this handler straight, without Next.js' router, once this module is
// loaded (scripts/api-direct.mjs): an orchestrator asks it every few seconds.
const handedOver = globalThis as { __kuechenProbeRoutes?: Record<string, { GET: typeof GET }> };
(handedOver.__kuechenProbeRoutes ??= {}).ready = { GET };
