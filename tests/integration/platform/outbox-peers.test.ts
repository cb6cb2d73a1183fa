import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../helpers/test-db";
import { enqueueChat, enqueueCrm, enqueueMail, processOutbox } from "@/lib/server/jobs/outbox";
import { setMailPort } from "@/lib/integrations/mail";
import { setChatPort } from "@/lib/integrations/chat";
import { setCrmPort } from "@/lib/integrations/crm";
import { smtpMail } from "@/lib/integrations/mail/smtp";
import { slackChat } from "@/lib/integrations/chat/slack";
import { salesforceCrm } from "@/lib/integrations/crm/salesforce";
import { outbox } from "@/models/schema";
import { captureLogs } from "@/lib/server/platform/log";
import { closedPort } from "../../peers/http-peer";
import { startSmtpPeer } from "../../peers/smtp-peer";
import { startSlackPeer } from "../../peers/slack-peer";
import { startSalesforcePeer } from "../../peers/salesforce-peer";

// Deliveries through the real adapters to peers that are down, broken or slow: each failure is kept
// for a retry and logged with the service and the reason; once the peer is back it is sent once.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let slack: Awaited<ReturnType<typeof startSlackPeer>>;
let sf: Awaited<ReturnType<typeof startSalesforcePeer>>;
const OPP = "006000000000001AAA";
beforeAll(async () => {
  db = await freshDatabase({ seed: false });
  slack = await startSlackPeer();
  sf = await startSalesforcePeer({
    version: "62.0",
    username: "u@example.test",
    password: "p",
    data: { Opportunity: [{ Id: OPP, StageName: "Open" }] },
  });
});
afterAll(async () => {
  setMailPort(undefined);
  setChatPort(undefined);
  setCrmPort(undefined);
  await slack.close();
  await sf.close();
  await db.drop();
});

async function deliverDue() {
  await db.db.update(outbox).set({ nextAttemptAt: new Date(0) });
  return processOutbox(db.db);
}

describe("outbox with real adapters and failing peers", () => {
  it("keeps each failed delivery pending, logs which service failed and why, and sends it once when the peer is back", async () => {
    const log = captureLogs();
    // SMTP down, Slack answering 500, Salesforce never answering.
    setMailPort(smtpMail({ url: `smtp://127.0.0.1:${await closedPort()}/?ignoreTLS=true`, from: "shop@kuechenportal.example", timeoutMs: 1000 }));
    setChatPort(slackChat({ token: "xoxb-t", channels: { shop: "#shop", store: "#store" }, apiUrl: slack.apiUrl, retryConfig: { retries: 0 } }));
    const crm = salesforceCrm({ loginUrl: sf.url, version: "62.0", username: "u@example.test", password: "p", timeoutMs: 500 });
    setCrmPort(crm);
    slack.script.push({ status: 500, body: "<html>Fehler</html>" });
    sf.overrides.push({ hang: true });

    await enqueueMail(db.db, { to: "a@example.test", subject: "Bestellung", text: "Danke" });
    await enqueueChat(db.db, { isTest: false }, "shop", "Bestellung eingegangen");
    await enqueueCrm(db.db, "Opportunity", OPP, { Installation_Date__c: "2025-06-01" });
    expect(await processOutbox(db.db)).toBe(3);

    const rows = await db.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => r.status)).toEqual(["pending", "pending", "pending"]);
    expect(rows[0].lastError).toMatch(/^mail: SMTP: .*ECONNREFUSED/);
    expect(rows[1].lastError).toMatch(/^chat: Slack: HTTP 500/);
    expect(rows[2].lastError).toBe("crm: Salesforce: keine Antwort nach 0.5 s");
    const lines = log.entries.filter((e) => e.level >= 50);
    expect(lines).toEqual([
      expect.objectContaining({ module: "outbox", msg: "Zustellung fehlgeschlagen", attempt: 1, reason: expect.stringMatching(/^mail: SMTP: /) }),
      expect.objectContaining({
        module: "outbox",
        msg: "Zustellung fehlgeschlagen",
        attempt: 1,
        reason: expect.stringMatching(/^chat: Slack: HTTP 500/),
      }),
      expect.objectContaining({
        module: "outbox",
        msg: "Zustellung fehlgeschlagen",
        attempt: 1,
        reason: expect.stringMatching(/^crm: Salesforce: keine Antwort/),
      }),
    ]);

    // Slack answers garbage next time: still pending, still named.
    slack.script.push({ status: 200, body: "<html>Wartung</html>" });
    const smtp = await startSmtpPeer();
    try {
      setMailPort(smtpMail({ url: smtp.url, from: "shop@kuechenportal.example" }));
      await deliverDue();
      const again = await db.db.select().from(outbox).orderBy(outbox.id);
      expect(again.map((r) => r.status)).toEqual(["done", "pending", "done"]);
      expect(again[1].lastError).toMatch(/^chat: Slack: unverständliche Antwort/);
      await deliverDue();
      const final = await db.db.select().from(outbox).orderBy(outbox.id);
      expect(final.map((r) => r.status)).toEqual(["done", "done", "done"]);

      // Each peer got the delivery exactly once, and nothing more comes later.
      await deliverDue();
      expect(smtp.received).toHaveLength(1);
      expect(slack.calls.filter((c) => c.args.text === "Bestellung eingegangen")).toHaveLength(3); // 500, garbage, success
      expect(sf.labels().filter((l) => l.startsWith("update:"))).toEqual([`update:Opportunity/${OPP}`]);
      expect(sf.data.Opportunity[0].Installation_Date__c).toBe("2025-06-01");
    } finally {
      await smtp.close();
      log.stop();
    }
  });
});
