import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase } from "../../helpers/test-db";
import { enqueueMail, outboxMessageId, processOutbox } from "@/lib/server/jobs/outbox";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import { captureLogs } from "@/lib/server/platform/log";
import { outbox } from "@/models/schema";

// Two workers (as on two instances) share one outbox and a slow mail peer. A claim is owned: it is
// renewed while the batch runs, checked before each delivery, and only its holder marks a row done.

let db: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  db = await freshDatabase({ seed: false });
});
afterAll(async () => {
  setMailPort(undefined);
  await db.drop();
});

type Sent = { to: string; messageId?: string; by: string };
let sent: Sent[];
/** A mail port that takes `delays.shift()` ms (default 30) per mail and records who sent what. */
function slowPort(delays: number[], who: () => string) {
  setMailPort({
    async send(message: MailMessage & { messageId?: string }) {
      const by = who();
      await new Promise((r) => setTimeout(r, delays.shift() ?? 30));
      sent.push({ to: message.to, messageId: message.messageId, by });
    },
  });
}

beforeEach(async () => {
  sent = [];
  await db.db.delete(outbox);
});

async function enqueueThree() {
  for (const to of ["a@example.test", "b@example.test", "c@example.test"]) await enqueueMail(db.db, { to, subject: "Bestellung", text: "Danke" });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("outbox claims across workers", () => {
  it("renews the lease while a slow peer keeps the batch busy, so another worker sends nothing twice", async () => {
    await enqueueThree();
    let current = "A";
    slowPort([700, 700, 700], () => current);
    // Worker A: a one-second lease, its batch takes about 2.1 s.
    const a = processOutbox(db.db, { leaseSeconds: 1, renewEveryMs: 250 });
    // Worker B polls meanwhile with the same lease.
    let bClaimed = 0;
    const until = Date.now() + 2_600;
    while (Date.now() < until) {
      await sleep(150);
      current = "B";
      bClaimed += await processOutbox(db.db, { leaseSeconds: 1, renewEveryMs: 250 });
      current = "A";
    }
    expect(await a).toBe(3);
    expect(bClaimed).toBe(0);
    expect(sent.map((s) => s.to).sort()).toEqual(["a@example.test", "b@example.test", "c@example.test"]);
    const rows = await db.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["done", 1],
      ["done", 1],
      ["done", 1],
    ]);
  });

  it("a worker that stalled past its lease does not send what another worker took over, nor mark it done", async () => {
    await enqueueThree();
    const logs = captureLogs();
    try {
      let current = "A";
      // A's first delivery hangs for 1.6 s; its lease (1 s) is not renewed (a stalled process).
      slowPort([1_600], () => current);
      const a = processOutbox(db.db, { leaseSeconds: 1, renewEveryMs: 0 });
      await sleep(1_200);
      // The lease has ended: B claims all three and delivers them.
      current = "B";
      expect(await processOutbox(db.db, { leaseSeconds: 1, renewEveryMs: 0 })).toBe(3);
      current = "A";
      expect(await a).toBe(3);

      // A's hanging mail reached the peer too (it was already on the wire), with the same Message-ID
      // as B's copy; the other two were sent by B only.
      const byTo = (to: string) => sent.filter((s) => s.to === to);
      expect(
        byTo("a@example.test")
          .map((s) => s.by)
          .sort(),
      ).toEqual(["A", "B"]);
      expect(new Set(byTo("a@example.test").map((s) => s.messageId)).size).toBe(1);
      expect(byTo("b@example.test").map((s) => s.by)).toEqual(["B"]);
      expect(byTo("c@example.test").map((s) => s.by)).toEqual(["B"]);
      // Each row was marked done once, by B.
      const rows = await db.db.select().from(outbox).orderBy(outbox.id);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ["done", 1],
        ["done", 1],
        ["done", 1],
      ]);
      const warnings = logs.entries.filter((e) => e.module === "outbox" && e.level === 40).map((e) => e.msg);
      expect(warnings).toContain("zugestellt, aber die Zustellung gehörte inzwischen einer anderen Instanz");
      expect(warnings.filter((m) => m.startsWith("Zustellung übersprungen"))).toHaveLength(2);
    } finally {
      logs.stop();
    }
  });

  it("a stopping worker hands the rest of its batch back at once", async () => {
    await enqueueThree();
    slowPort([], () => "A");
    let delivered = 0;
    expect(await processOutbox(db.db, { shouldStop: () => delivered++ >= 1 })).toBe(3);
    const rows = await db.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => [r.status, r.lockedUntil])).toEqual([
      ["done", null],
      ["pending", null],
      ["pending", null],
    ]);
    // Another worker picks them up without waiting for a lease to end.
    expect(await processOutbox(db.db)).toBe(2);
    expect(sent).toHaveLength(3);
  });

  it("gives every mail a Message-ID derived from its outbox row", async () => {
    await enqueueMail(db.db, { to: "d@example.test", subject: "Bestellung", text: "Danke" });
    slowPort([], () => "A");
    await processOutbox(db.db);
    const [row] = await db.db.select().from(outbox);
    expect(sent[0].messageId).toBe(outboxMessageId(row));
    expect(sent[0].messageId).toMatch(new RegExp(`^<outbox-${row.id}-[0-9a-z]+@kuechenportal\\.example>$`));
  });
});
