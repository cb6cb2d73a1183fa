import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../helpers/test-db";
import { jobsOf, makeDue } from "../../helpers/jobs";
import { enqueueChat, enqueueCrm, enqueueMail } from "@/lib/server/platform/deliveries";
import { setMailPort } from "@/lib/integrations/mail";
import { setChatPort } from "@/lib/integrations/chat";
import { setCrmPort } from "@/lib/integrations/crm";
import { smtpMail } from "@/lib/integrations/mail/smtp";
import { slackChat } from "@/lib/integrations/chat/slack";
import { salesforceCrm } from "@/lib/integrations/crm/salesforce";
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
  await makeDue(db.db);
  return db.jobs.runDue();
}

/** The mail, the chat message and the CRM push, each its job. */
async function deliveries() {
  return Promise.all(["mail", "chat", "crm-push"].map(async (q) => (await jobsOf(db.db, q))[0]));
}

describe("deliveries with real adapters and failing peers", () => {
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
    expect(await db.jobs.runDue()).toBe(3);

    const rows = await deliveries();
    expect(rows.map((r) => r.state)).toEqual(["retry", "retry", "retry"]);
    expect(rows[0].error).toMatch(/^SMTP: .*ECONNREFUSED/);
    expect(rows[1].error).toMatch(/^Slack: HTTP 500/);
    expect(rows[2].error).toBe("Salesforce: keine Antwort nach 0.5 s");
    const lines = log.entries.filter((e) => e.level >= 40);
    const failed = (job: string, reason: RegExp) =>
      expect.objectContaining({
        module: "jobs",
        msg: "Auftrag fehlgeschlagen, wird wiederholt",
        job,
        attempt: 1,
        reason: expect.stringMatching(reason),
      });
    expect(lines).toEqual([failed("mail", /^SMTP: /), failed("chat", /^Slack: HTTP 500/), failed("crm-push", /^Salesforce: keine Antwort/)]);

    // Slack answers garbage next time: still pending, still named.
    slack.script.push({ status: 200, body: "<html>Wartung</html>" });
    const smtp = await startSmtpPeer();
    try {
      setMailPort(smtpMail({ url: smtp.url, from: "shop@kuechenportal.example" }));
      await deliverDue();
      const again = await deliveries();
      expect(again.map((r) => r.state)).toEqual(["completed", "retry", "completed"]);
      expect(again[1].error).toMatch(/^Slack: unverständliche Antwort/);
      await deliverDue();
      const final = await deliveries();
      expect(final.map((r) => r.state)).toEqual(["completed", "completed", "completed"]);

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
