import { apiRoute } from "@/lib/api/api-route";
import { startupState } from "@/lib/server/platform/readiness";

// Liveness: the process answers. No database, no sign-in; a failed start is still "alive" until
// serve.mjs exits (which it does at once), so restarts are decided by /api/ready and the exit code.
export const dynamic = "force-dynamic";

export const GET = apiRoute(() => {
  const s = startupState();
  return Response.json({ ok: true, phase: s.phase, uptimeSeconds: Math.round(process.uptime()) }, { headers: { "cache-control": "no-store" } });
});

// scripts/serve.mjs answers the check with this handler straight, without Next.js' router, once this module is
// loaded (scripts/api-direct.mjs): an orchestrator asks it every few seconds.
const handedOver = globalThis as { __kuechenProbeRoutes?: Record<string, { GET: typeof GET }> };
(handedOver.__kuechenProbeRoutes ??= {}).health = { GET };
