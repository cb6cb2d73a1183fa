import "server-only";
import { eq, sql } from "drizzle-orm";
import { orderInvoices, type OrderInvoice } from "@/models/shop/orders";
import type { Db, Tx } from "@/models/platform/db";
import { drawYearlyNumber } from "./yearly-numbers";
import { getDb } from "../platform/db";
import { sqlRows } from "@/models/platform/sql-rows";

/** The invoice row of an order, or undefined when it has none yet. */
export async function invoiceOfOrder(db: Db | Tx, orderId: string): Promise<OrderInvoice | undefined> {
  const [known] = await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
  return known;
}

/**
 * Draws the invoice number of a new order inside the transaction that places it (lib/server/shop/order-submit.ts),
 * so the number belongs to the order from its first moment and deliveries only render it. "RE-2026-00042",
 * gapless per year and never reused (yearly-numbers.ts): a rolled-back order rolls its number back too. The same ever after: an order that has one keeps it.
 */
export async function assignInvoiceNumberIn(tx: Tx, orderId: string, now = new Date()): Promise<OrderInvoice> {
  const known = await invoiceOfOrder(tx, orderId);
  if (known) return known;
  const { year, seq, number } = await drawYearlyNumber(tx, "invoice", now);
  const [inserted] = await tx.insert(orderInvoices).values({ orderId, year, seq, number, issuedAt: now }).returning();
  return inserted;
}

/**
 * The invoice row of an order, drawn now for an order placed before numbers were drawn at submit
 * (an invoice download of such an order). The order row is locked, so two renderings of one order
 * wait for each other and the second finds the first's number.
 */
export async function assignInvoiceNumber(orderId: string, now = new Date(), database?: Db): Promise<OrderInvoice> {
  const db = database ?? (await getDb());
  const known = await invoiceOfOrder(db, orderId);
  if (known) return known;
  return db.transaction(async (tx) => {
    const locked = await sqlRows<{ id: string }>(tx, sql`select id from orders where id = ${orderId} for update`);
    if (locked.length === 0) throw new Error(`Bestellung ${orderId} nicht gefunden`);
    return assignInvoiceNumberIn(tx, orderId, now);
  });
}
