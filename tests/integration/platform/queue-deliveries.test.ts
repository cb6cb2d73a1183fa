import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { jobsOf, makeDue, deadLettersOf } from "../../helpers/jobs";
import { DELIVERY_RETRY, enqueueChat, enqueueMail, mailMessageId } from "@/lib/server/platform/deliveries";
import { retryDead } from "@/lib/server/jobs/inspect";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import { setChatPort } from "@/lib/integrations/chat";
import { chatMessages } from "@/models/platform/chat-messages";

// Deliveries on the one queue (docs/jobs.md "Deliveries"): written through the caller's transaction,
// tried by pg-boss with its backoff, given up into the dead letters with the last error, sent again
// from there; every mail's Message-ID is its job's.

let db: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  db = await freshDatabase({ seed: false });
});
afterAll(async () => {
  setMailPort(undefined);
  await db.drop();
});

type Sent = MailMessage & { messageId?: string };
function recordingPort(fail: (n: number) => string | null) {
  const sent: Sent[] = [];
  let calls = 0;
  setMailPort({
    async send(m: Sent) {
      const error = fail(++calls);
      if (error) throw new Error(error);
      sent.push(m);
    },
  });
  return sent;
}

describe("deliveries on the queue", () => {
  it("a mail queued in a transaction that rolls back is never sent; one committed with its change is sent once", async () => {
    const sent = recordingPort(() => null);
    await db.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { to: "verworfen@example.test", subject: "Bestellung", text: "Danke" });
        throw new Error("Die Änderung scheitert");
      })
      .catch(() => {});
    await db.db.transaction(async (tx) => {
      await enqueueMail(tx, { to: "kundin@example.test", subject: "Bestellung", text: "Danke" });
    });
    expect((await jobsOf(db.db, "mail")).map((j) => j.data.to)).toEqual(["kundin@example.test"]);
    expect(await db.jobs.runDue()).toBe(1);
    expect(await db.jobs.runDue()).toBe(0);
    expect(sent.map((m) => m.to)).toEqual(["kundin@example.test"]);
    expect((await jobsOf(db.db, "mail")).map((j) => j.state)).toEqual(["completed"]);
  });

  it("retries a failed mail after growing waits and sends it once the service is back, with the same Message-ID on every try", async () => {
    const ids: string[] = [];
    const sent: Sent[] = [];
    setMailPort({
      async send(m: Sent) {
        ids.push(m.messageId!);
        if (ids.length < 3) throw new Error("SMTP nicht erreichbar");
        sent.push(m);
      },
    });
    await enqueueMail(db.db, { to: "a@example.test", subject: "Test", text: "Hallo" });
    const [{ id }] = (await jobsOf(db.db, "mail")).filter((j) => j.state === "created");
    const job = async () => (await jobsOf(db.db, "mail")).find((j) => j.id === id)!;

    await db.jobs.runDue();
    const first = await job();
    // pg-boss counts a retry when it is taken: after the first failed try none has been taken yet.
    expect(first).toMatchObject({ state: "retry", retryCount: 0, error: "SMTP nicht erreichbar" });
    // Not due yet: nothing is tried.
    expect(await db.jobs.runDue()).toBe(0);
    // pg-boss's backoff: the n-th wait lies between retryDelay·2^(n-1) and retryDelay·2^n seconds (jitter).
    const delay = DELIVERY_RETRY.retryDelay * 1000;
    const wait = (j: { startAfter: Date }) => j.startAfter.getTime() - Date.now();
    expect(wait(first)).toBeGreaterThan(delay - 500);
    expect(wait(first)).toBeLessThan(2 * delay + 500);

    await makeDue(db.db, "mail");
    await db.jobs.runDue();
    const second = await job();
    expect(second).toMatchObject({ state: "retry", retryCount: 1 });
    expect(wait(second)).toBeGreaterThan(2 * delay - 500);
    expect(wait(second)).toBeLessThan(4 * delay + 500);

    await makeDue(db.db, "mail");
    await db.jobs.runDue();
    expect((await job()).state).toBe("completed");
    await makeDue(db.db, "mail");
    expect(await db.jobs.runDue()).toBe(0);
    expect(sent.map((m) => m.to)).toEqual(["a@example.test"]);
    expect(new Set(ids)).toEqual(new Set([mailMessageId(id)]));
    expect(ids[0]).toMatch(/^<job-[0-9a-f-]{36}@kuechenportal\.example>$/);
  });

  it("gives a mail up after its last try: the dead letter keeps it with the last error, and a retry by its number sends it once", async () => {
    let down = true;
    const sent = recordingPort(() => (down ? "550 Empfänger unbekannt" : null));
    await enqueueMail(db.db, { to: "b@example.test", subject: "Test", text: "Hallo" });
    for (let i = 0; i <= DELIVERY_RETRY.retryLimit; i++) {
      await makeDue(db.db, "mail");
      await db.jobs.runDue();
    }
    const given = (await jobsOf(db.db, "mail")).find((j) => j.data.to === "b@example.test")!;
    expect(given).toMatchObject({ state: "failed", retryCount: DELIVERY_RETRY.retryLimit, error: "550 Empfänger unbekannt" });
    const [dead, ...more] = await deadLettersOf(db.db, "mail");
    expect(more).toEqual([]);
    expect(dead.data).toEqual({ to: "b@example.test", subject: "Test", text: "Hallo" });

    down = false;
    expect(await retryDead(db.db, dead.id, db.jobs.boss)).toEqual({ ok: true, queue: "mail" });
    await db.jobs.runDue();
    expect(sent.map((m) => m.to)).toEqual(["b@example.test"]);
    expect(await deadLettersOf(db.db, "mail")).toEqual([]);
  });

  it("records chat notices locally and leaves out test stores", async () => {
    setChatPort(undefined);
    await enqueueChat(db.db, { isTest: false }, "shop", "Studio Küchenwelt Berlin (10001) hat den Shop geöffnet");
    await enqueueChat(db.db, { isTest: true }, "shop", "Teststudio");
    await db.jobs.runDue();
    const rows = await db.db.select().from(chatMessages).where(eq(chatMessages.channel, "shop"));
    expect(rows.map((r) => r.message)).toEqual(["Studio Küchenwelt Berlin (10001) hat den Shop geöffnet"]);
  });
});
