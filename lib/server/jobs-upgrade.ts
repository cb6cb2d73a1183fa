import "server-only";
import { sql } from "drizzle-orm";
import { withAdvisoryLock, type Db, type Tx } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { sendJob, type JobRef } from "@/lib/server/jobs/queue";
import { chatJob, crmPushJob, mailJob } from "@/lib/server/platform/deliveries";
import { creditNoteMailJob, orderConfirmationJob } from "@/lib/server/shop/jobs";
import { placedOrderRef } from "@/lib/server/shop/order-confirmation";
import { CATALOG_IMPORT_JOB } from "@/lib/server/operator/catalog-import-upload";
import { ORDER_WEBHOOK_QUEUE } from "@/lib/server/operator/orders-out";

/**
 * What an earlier version left in its own queues moves onto the one queue, once, at the first start of
 * this version (instrumentation-node.ts, after the job runner made its queues): the deliveries the
 * outbox still held (migration 0023 kept the table as `outbox_before_queue`) and the catalog imports
 * that waited or ran. A delivery still due becomes its job; a given-up one waits in its kind's dead
 * letters, to be sent again from there; delivered ones are not kept. Then the old table is dropped, in
 * the same transaction, so nothing moves twice. Instances starting together take turns.
 */
export async function adoptEarlierQueues(db: Db): Promise<{ deliveries: number; imports: number } | null> {
  return withAdvisoryLock(db, "adopt-earlier-queues", async () => {
    const [legacy] = await sqlRows<{ here: boolean }>(db, sql`select to_regclass('outbox_before_queue') is not null as here`);
    if (!legacy.here) return null;
    return db.transaction(async (tx) => {
      const rows = await sqlRows<{ status: string; payload: LegacyPayload | string }>(
        tx,
        sql`select status, payload from outbox_before_queue where status in ('pending', 'dead') order by id`,
      );
      let deliveries = 0;
      for (const row of rows) {
        const payload = typeof row.payload === "string" ? (JSON.parse(row.payload) as LegacyPayload) : row.payload;
        if (await adoptDelivery(tx, payload, row.status === "dead")) deliveries++;
      }
      const waiting = await sqlRows<{ id: string }>(tx, sql`select id from catalog_imports where state in ('queued', 'running') order by created_at`);
      for (const imp of waiting) await sendJob(tx, CATALOG_IMPORT_JOB, { importId: imp.id });
      await tx.execute(sql`drop table outbox_before_queue`);
      return { deliveries, imports: waiting.length };
    });
  });
}

/** What the outbox held (its last shape). */
type LegacyPayload =
  | {
      kind: "mail";
      to: string;
      subject: string;
      text: string;
      attachments?: ({ kind: "invoice"; orderId: string } | { kind: "credit-note"; creditNoteId: string })[];
    }
  | { kind: "chat"; channel: "shop" | "store"; message: string }
  | { kind: "crm"; sobject: "Opportunity" | "Account" | "Proposal__c" | "Lead"; id: string; fields: Record<string, unknown> }
  | { kind: "order-webhook"; orderNumber: string };

async function adoptDelivery(tx: Tx, p: LegacyPayload, dead: boolean): Promise<boolean> {
  const put = async <T>(kind: JobRef<T>, data: T) => {
    await sendJob(tx, kind, data, { deadLetter: dead });
    return true;
  };
  switch (p.kind) {
    case "chat":
      return put(chatJob, { channel: p.channel, message: p.message });
    case "crm":
      return put(crmPushJob, { sobject: p.sobject, id: p.id, fields: p.fields });
    case "order-webhook": {
      const ref = await placedOrderRef(tx, { idfs: p.orderNumber });
      return ref ? put({ name: ORDER_WEBHOOK_QUEUE }, ref) : false;
    }
    case "mail": {
      const file = p.attachments?.[0];
      if (file?.kind === "credit-note")
        return put(creditNoteMailJob, { creditNoteId: file.creditNoteId, to: p.to, subject: p.subject, text: p.text });
      if (file?.kind === "invoice") {
        const ref = await placedOrderRef(tx, { id: file.orderId });
        return ref ? put(orderConfirmationJob, ref) : false;
      }
      return put(mailJob, { to: p.to, subject: p.subject, text: p.text });
    }
  }
}
