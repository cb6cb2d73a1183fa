import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { deadLettersOf, jobsOf } from "../../helpers/jobs";
import { adoptEarlierQueues } from "@/lib/server/jobs-upgrade";
import { sqlRows } from "@/models/platform/sql-rows";
import { ORDER_WEBHOOK_QUEUE } from "@/lib/server/operator/orders-out";

// The upgrade from the outbox (docs/jobs.md "Upgrading from the outbox"): what the earlier version still
// had to deliver, and the imports that waited, are on the queue after the first start; nothing twice.

let db: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.drop());

describe("moving the outbox onto the queue", () => {
  it("turns every delivery still due into its job, a given-up one into a dead letter, every waiting import into its job, then drops the table", async () => {
    const [order] = await sqlRows<{ id: string; idfs: string; store_id: string }>(
      db.db,
      sql`select id, idfs, store_id from orders order by idf limit 1`,
    );
    expect(order).toBeDefined();
    const legacy = (status: string, payload: unknown) =>
      db.db.execute(
        sql`insert into outbox_before_queue (kind, payload, status) values (${(payload as { kind: string }).kind}, ${JSON.stringify(payload)}::jsonb, ${status})`,
      );
    await legacy("pending", { kind: "mail", to: "kundin@example.test", subject: "Passwort zurücksetzen", text: "Link" });
    await legacy("pending", {
      kind: "mail",
      to: "einkauf@example.test",
      subject: "Bestellbestätigung",
      text: "Danke",
      attachments: [{ kind: "invoice", orderId: order.id }],
    });
    await legacy("pending", { kind: "chat", channel: "shop", message: "Neue Bestellung" });
    await legacy("done", { kind: "crm", sobject: "Account", id: "001A", fields: { Name: "x" } });
    await legacy("dead", { kind: "order-webhook", orderNumber: order.idfs });
    const [imp] = await sqlRows<{ id: string }>(
      db.db,
      sql`insert into catalog_imports (format, file_path, state) values ('bmecat', '/tmp/gibt-es-nicht.xml', 'queued') returning id`,
    );

    expect(await adoptEarlierQueues(db.db)).toEqual({ deliveries: 4, imports: 1 });

    expect((await jobsOf(db.db, "mail")).map((j) => j.data)).toEqual([{ to: "kundin@example.test", subject: "Passwort zurücksetzen", text: "Link" }]);
    expect((await jobsOf(db.db, "shop.order-confirmation")).map((j) => j.data)).toEqual([
      { orderId: order.id, storeId: order.store_id, idfs: order.idfs },
    ]);
    expect((await jobsOf(db.db, "chat")).map((j) => j.data)).toEqual([{ channel: "shop", message: "Neue Bestellung" }]);
    expect(await jobsOf(db.db, "crm-push")).toEqual([]);
    expect((await deadLettersOf(db.db, ORDER_WEBHOOK_QUEUE)).map((j) => j.data)).toEqual([
      { orderId: order.id, storeId: order.store_id, idfs: order.idfs },
    ]);
    expect((await jobsOf(db.db, "catalog-import")).map((j) => j.data)).toEqual([{ importId: imp.id }]);
    const [table] = await sqlRows<{ here: boolean }>(db.db, sql`select to_regclass('outbox_before_queue') is not null as here`);
    expect(table.here).toBe(false);

    // The next start finds nothing to move.
    expect(await adoptEarlierQueues(db.db)).toBeNull();
    expect(await jobsOf(db.db, "mail")).toHaveLength(1);
  });
});
