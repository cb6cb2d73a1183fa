import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { enqueueChat, enqueueMail, MAX_ATTEMPTS, processOutbox } from "@/lib/server/jobs/outbox";
import { setMailPort } from "@/lib/integrations/mail";
import { setChatPort } from "@/lib/integrations/chat";
import { chatMessages, outbox } from "@/models/schema";

let db: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  db = await freshDatabase({ seed: false });
});
afterAll(() => db.drop());

async function makeDue() {
  await db.db.update(outbox).set({ nextAttemptAt: new Date(0) });
}

describe("outbox", () => {
  it("retries a failed delivery with growing delays and delivers it once the service is back", async () => {
    let calls = 0;
    setMailPort({
      async send() {
        calls++;
        if (calls < 3) throw new Error("SMTP nicht erreichbar");
      },
    });
    await enqueueMail(db.db, { to: "a@example.test", subject: "Test", text: "Hallo" });
    await processOutbox(db.db);
    let [row] = await db.db.select().from(outbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "mail: SMTP nicht erreichbar" });
    const firstDelay = row.nextAttemptAt.getTime() - Date.now();
    // Not due yet: nothing is sent.
    expect(await processOutbox(db.db)).toBe(0);
    await makeDue();
    await processOutbox(db.db);
    [row] = await db.db.select().from(outbox);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(firstDelay);
    await makeDue();
    await processOutbox(db.db);
    [row] = await db.db.select().from(outbox);
    expect(row).toMatchObject({ status: "done", attempts: 3 });
    await makeDue();
    expect(await processOutbox(db.db)).toBe(0);
    expect(calls).toBe(3);
    await db.db.delete(outbox);
    setMailPort(undefined);
  });

  it("dead-letters a delivery after the last try, with the reason", async () => {
    setMailPort({
      async send() {
        throw new Error("550 Empfänger unbekannt");
      },
    });
    await enqueueMail(db.db, { to: "b@example.test", subject: "Test", text: "Hallo" });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await makeDue();
      await processOutbox(db.db);
    }
    const [row] = await db.db.select().from(outbox);
    expect(row).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS, lastError: "mail: 550 Empfänger unbekannt" });
    await db.db.delete(outbox);
    setMailPort(undefined);
  });

  it("records chat notifications locally and suppresses them for test stores", async () => {
    setChatPort(undefined);
    await enqueueChat(db.db, { isTest: false }, "shop", "Studio Küchenwelt Berlin (10001) hat den Shop geöffnet");
    await enqueueChat(db.db, { isTest: true }, "shop", "Teststudio");
    await processOutbox(db.db);
    const rows = await db.db.select().from(chatMessages).where(eq(chatMessages.channel, "shop"));
    expect(rows.map((r) => r.message)).toEqual(["Studio Küchenwelt Berlin (10001) hat den Shop geöffnet"]);
  });
});
