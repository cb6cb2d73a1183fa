export async function register() {
  // Node-only start-up (database, demo data, outbox worker); never during `next build`.
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    await import("./instrumentation-node");
  }
}
