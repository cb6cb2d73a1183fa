import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { startJobRunner, type JobRunner } from "@/lib/server/jobs/runner";
import { enqueueMail, mailJob, mailMessageId } from "@/lib/server/platform/deliveries";
import { logger } from "@/lib/server/platform/log";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import { smtpMail } from "@/lib/integrations/mail/smtp";
import { jobsOf } from "../../helpers/jobs";
import { startSilentPeer, startSmtpPeer } from "../../peers/smtp-peer";

// A restart and a crash lose nothing (docs/jobs.md "Deliveries"): a job runner in a process of its own is
// killed while it delivers a mail; the job comes back when its time runs out, and another runner sends it
// once, with the Message-ID of its job.

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
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "queue-crash-"));
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

/** The mail queue with a short expiry, so a crash shows within seconds (in the app a delivery may run two minutes). */
const quickMail = { ...mailJob, expireInSeconds: 2 };
const log = logger("jobs");

describe("the queue: a runner that dies mid-delivery", () => {
  it("loses nothing: when the job's time has run out another runner delivers the mail once, with its job's Message-ID", async () => {
    // The user's action is committed with its job.
    let handle: DbHandle = await shared.open();
    let queue: JobRunner = await startJobRunner(handle, [quickMail], { log, work: false });
    await enqueueMail(handle.db, { to: "kundin@example.test", subject: "Ihre Bestellung", text: "Vielen Dank für Ihre Bestellung." });
    const [{ id }] = await jobsOf(handle.db, "mail");
    if (shared.exclusive) {
      await queue.stop(1_000);
      await handle.close();
    }

    // A runner process takes it and hangs inside the SMTP conversation; then it is killed.
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/peers/queue-worker.ts"], {
      env: { ...process.env, ...shared.env, WORKER_SMTP_URL: `smtp://127.0.0.1:${hanging.port}/?ignoreTLS=true` },
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
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");

    // Another runner: the job is still held by the dead one until its time runs out, then tried again.
    if (shared.exclusive) handle = await shared.open();
    else await queue.stop(1_000);
    const sent: (MailMessage & { messageId?: string })[] = [];
    const smtpPort = smtpMail({ url: smtp.url, from: "shop@kuechenportal.example", timeoutMs: 5_000 });
    setMailPort({
      async send(m: MailMessage & { messageId?: string }) {
        sent.push(m);
        await smtpPort.send(m);
      },
    });
    expect((await jobsOf(handle.db, "mail"))[0].state).toBe("active");
    // Expiry is looked for at most once per monitor interval across all instances (pg-boss: 60 s by
    // default, counted from the last look by any runner, the killed one's included): one second here.
    queue = await startJobRunner(handle, [quickMail], { log, install: false, pollMs: 500, superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 });
    try {
      await expect.poll(async () => (await jobsOf(handle.db, "mail"))[0].state, { timeout: 30_000, interval: 250 }).toBe("completed");
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(["kundin@example.test"]);
      expect(sent.map((m) => m.messageId)).toEqual([mailMessageId(id)]);
      expect((await jobsOf(handle.db, "mail"))[0].retryCount).toBe(1);
      // After the success nothing is sent twice.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await queue.stop(1_000);
      await handle.close();
    }
  }, 120_000);
});
