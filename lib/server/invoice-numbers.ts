import "server-only";
import { eq, sql } from "drizzle-orm";
import { orderInvoices, type OrderInvoice } from "@/models/schema";
import type { Db } from "@/models/db";
import { berlinYear } from "@/lib/domain/berlin-time";
import { getDb } from "./db";
import { sqlRows } from "./sql-rows";

/** "RE-2026-00042": year and the year's running number. */
export function invoiceNumberText(year: number, seq: number): string {
  return `RE-${year}-${String(seq).padStart(5, "0")}`;
}

/**
 * The invoice number and date of an order, assigned on first use (when the confirmation mail with the
 * invoice is sent or the invoice is downloaded, never while the order is submitted) and the same ever
 * after. Gapless per year and never reused: the order row is locked, so two renderings of one order
 * wait for each other; the year's counter is raised with an upsert (row lock, safe with several app
 * instances on one PostgreSQL) in the same transaction that stores the invoice row, so a failure rolls
 * both back and leaves no hole.
 */
export async function assignInvoiceNumber(orderId: string, now = new Date(), database?: Db): Promise<OrderInvoice> {
  const db = database ?? (await getDb());
  const [known] = await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
  if (known) return known;
  return db.transaction(async (tx) => {
    const locked = await sqlRows<{ id: string }>(tx, sql`select id from orders where id = ${orderId} for update`);
    if (locked.length === 0) throw new Error(`Bestellung ${orderId} nicht gefunden`);
    const [again] = await tx.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
    if (again) return again;
    const year = berlinYear(now);
    const [counter] = await sqlRows<{ last: number | string }>(
      tx,
      sql`insert into invoice_counters (year, last) values (${year}, 1)
          on conflict (year) do update set last = invoice_counters.last + 1
          returning last`,
    );
    const seq = Number(counter.last);
    const [inserted] = await tx
      .insert(orderInvoices)
      .values({ orderId, year, seq, number: invoiceNumberText(year, seq), issuedAt: now })
      .returning();
    return inserted;
  });
}

/** The invoice row of an order, if one was assigned. */
export async function invoiceNumberOf(orderId: string): Promise<OrderInvoice | null> {
  const db = await getDb();
  const [row] = await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
  return row ?? null;
}

