import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { resetEnvCache } from "@/lib/env";
import { installDatabase } from "@/lib/server/platform/db";
import { captureLogs } from "@/lib/server/platform/log";
import { readinessReport, resetStartupState, startupState } from "@/lib/server/platform/readiness";
import type { Db, DbHandle } from "@/models/platform/db";
import { freshDatabase } from "../../helpers/test-db";
import { closedPort } from "../../peers/http-peer";

// The start-up state read by /api/health, /api/ready and serve.mjs's "Bereit": not ready before the
// start has finished, ready after, 503 when the database stops answering, never a secret in the answer.

const saved = { ...process.env };
let db: Awaited<ReturnType<typeof freshDatabase>>;
let handle: DbHandle;
beforeAll(async () => {
  // serve.mjs owns signals and exit in production; the start then reports failure instead of exiting.
  (globalThis as { __kuechenServe?: boolean }).__kuechenServe = true;
  process.env.DEMO_DATA = "off";
  delete process.env.SMTP_URL;
  delete process.env.S3_BUCKET;
  resetEnvCache();
  resetStartupState();
  db = await freshDatabase({ seed: false });
  handle = db;
});
afterAll(async () => {
  // The start's shutdown stops its workers and closes the database; drop() then only removes it.
  await startupState().shutdown?.();
  installDatabase({ ...handle, close: async () => {} });
  await db.drop();
  process.env = saved;
  resetEnvCache();
});

async function readyRoute() {
  const { GET } = await import("@/app/api/ready/route");
  const res = await GET(new Request("http://localhost/api/ready"), undefined);
  return { status: res.status, body: (await res.json()) as Awaited<ReturnType<typeof readinessReport>> };
}

describe("readiness", () => {
  it("is not ready before the start has finished, ready after it, and names every mode", async () => {
    const before = await readyRoute();
    expect(before.status).toBe(503);
    expect(before.body).toMatchObject({
      ready: false,
      phase: "starting",
      checks: { database: { ok: false, reason: "Start läuft noch" }, migrations: { ok: false } },
    });

    const { GET: health } = await import("@/app/api/health/route");
    expect((await (await health(new Request("http://localhost/api/health"), undefined)).json()) as object).toMatchObject({
      ok: true,
      phase: "starting",
    });

    await import("@/instrumentation-node");
    await startupState().ready;
    const after = await readyRoute();
    expect(after.status).toBe(200);
    const mode = process.env.DATABASE_URL ? "postgresql" : "embedded";
    expect(after.body).toEqual({
      ready: true,
      phase: "ready",
      checks: {
        database: { ok: true, mode },
        migrations: { ok: true, ms: expect.any(Number) },
        demoData: { ok: true, mode: "off", ms: expect.any(Number) },
        mail: { ok: true, mode: "local", note: expect.stringContaining("auf diesem Rechner") },
        chat: { ok: true, mode: "local", note: expect.any(String) },
        storage: { ok: true, mode: "local", note: expect.stringContaining("auf diesem Rechner") },
        crm: { ok: true, mode: "local", note: expect.any(String) },
      },
    });
  });

  it("answers 503 when the database stops answering, without printing its address", async () => {
    const url = `postgres://postgres:geheim@127.0.0.1:${await closedPort()}/weg`;
    const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 500 });
    pool.on("error", () => {});
    installDatabase({ db: drizzle(pool) as unknown as Db, kind: "postgres", close: () => pool.end() });
    const res = await readyRoute();
    expect(res.status).toBe(503);
    expect(res.body.ready).toBe(false);
    expect(res.body.checks.database).toMatchObject({ ok: false, reason: expect.stringMatching(/^Datenbank antwortet nicht: /) });
    expect(JSON.stringify(res.body)).not.toMatch(/geheim|postgres:\/\//);
    await pool.end();
    installDatabase(handle);
    expect((await readyRoute()).status).toBe(200);
  });

  it("answers 503 from SIGTERM on", async () => {
    const s = startupState();
    s.phase = "stopping";
    const res = await readyRoute();
    expect(res.status).toBe(503);
    expect(res.body.phase).toBe("stopping");
    s.phase = "ready";
  });

  it("a failed start is reported with its cause and never becomes ready", async () => {
    const shutdown = startupState().shutdown;
    resetStartupState();
    process.env.SMTP_URL = "http://mail.example.test";
    resetEnvCache();
    vi.resetModules();
    const logs = captureLogs();
    await import("@/instrumentation-node");
    await expect(startupState().ready).rejects.toThrow(/^mail: SMTP_URL muss mit smtp:\/\/ oder smtps:\/\/ beginnen/);
    logs.stop();
    expect(logs.entries.find((e) => e.level === 60)?.msg).toMatch(/^Start fehlgeschlagen: mail: SMTP_URL/);
    const res = await readyRoute();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ ready: false, phase: "failed", error: expect.stringMatching(/^mail: SMTP_URL/) });
    // Hand the first start's shutdown back, so afterAll stops its workers.
    startupState().shutdown = shutdown;
    delete process.env.SMTP_URL;
    resetEnvCache();
  });
});
