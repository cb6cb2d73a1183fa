import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { enqueueMail, processOutbox } from "@/lib/server/jobs/outbox";
import { setMailPort } from "@/lib/integrations/mail";
import { smtpMail } from "@/lib/integrations/mail/smtp";
import { outbox } from "@/models/schema";
import { startSilentPeer, startSmtpPeer } from "../../peers/smtp-peer";

/**
 * Two processes share one database: PostgreSQL when DATABASE_URL is set (CI), otherwise a PGlite
 * folder that only one process opens at a time (PGlite has no lock between processes).
 */
async function sharedDatabase() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `test_crash_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      env: { WORKER_DATABASE_URL: target.toString() },
      open: () => openDatabase({ url: target.toString() }),
      exclusive: false,
      async drop() {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-crash-"));
  return {
    env: { WORKER_DB_DIR: dir },
    open: () => openDatabase({ dir }),
    exclusive: true,
    drop: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let hanging: Awaited<ReturnType<typeof startSilentPeer>>;
beforeAll(async () => {
  shared = await sharedDatabase();
  smtp = await startSmtpPeer();
  hanging = await startSilentPeer();
});
afterAll(async () => {
  setMailPort(undefined);
  await smtp.close();
  await hanging.close();
  await shared.drop();
});

describe("outbox: a worker that dies mid-delivery", () => {
  it("loses nothing: after the lease ends another worker delivers the mail exactly once", async () => {
    // The user's action is committed with its outbox entry.
    let handle: DbHandle = await shared.open();
    await enqueueMail(handle.db, { to: "kundin@example.test", subject: "Ihre Bestellung", text: "Vielen Dank für Ihre Bestellung." });
    if (shared.exclusive) await handle.close();

    // A worker process claims it and hangs inside the SMTP conversation; then it is killed.
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/peers/outbox-worker.ts"], {
      env: { ...process.env, ...shared.env, WORKER_SMTP_URL: `smtp://127.0.0.1:${hanging.port}/?ignoreTLS=true`, WORKER_LEASE_SECONDS: "3" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    // Starting a TypeScript worker takes seconds on a busy two-core machine (the rest of the suite runs beside it).
    const deadline = Date.now() + 60_000;
    while (hanging.connections() === 0) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`Worker did not start delivering: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const killedAt = Date.now();
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");

    // A second worker: the entry is still pending and claimed by the dead worker until the lease ends.
    if (shared.exclusive) handle = await shared.open();
    setMailPort(smtpMail({ url: smtp.url, from: "shop@kuechenportal.example", timeoutMs: 5_000 }));
    const [claimed] = await handle.db.select().from(outbox);
    expect(claimed).toMatchObject({ status: "pending", attempts: 0 });
    expect(claimed.lockedUntil!.getTime()).toBeGreaterThan(killedAt);
    expect(await processOutbox(handle.db)).toBe(0);
    expect(smtp.received).toHaveLength(0);

    await new Promise((r) => setTimeout(r, Math.max(0, claimed.lockedUntil!.getTime() - Date.now()) + 200));
    expect(await processOutbox(handle.db)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(["kundin@example.test"]);
    const [row] = await handle.db.select().from(outbox);
    expect(row).toMatchObject({ status: "done", attempts: 1, lastError: null });

    // After the success nothing is sent twice, even when the entry would be due again.
    await handle.db.update(outbox).set({ nextAttemptAt: new Date(0), lockedUntil: null });
    expect(await processOutbox(handle.db)).toBe(0);
    expect(smtp.received).toHaveLength(1);
    await handle.close();
  }, 90_000);
});
