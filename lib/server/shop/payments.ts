import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { creditNotes } from "@/models/shop/credit-notes";
import { orders } from "@/models/shop/orders";
import { payments, type Payment } from "@/models/shop/payments";
import type { Db, Tx } from "@/models/platform/db";
import { paymentSummary, type PaymentSummary } from "@/lib/domain/shop/payment-state";
import { emit } from "@/lib/server/jobs/queue";
import { AppError } from "../platform/errors";

/**
 * The payments of orders (Vorkasse, DECISIONS.md "Payment"): what each order owes and has paid
 * (lib/domain/shop/payment-state.ts), and booking a payment to an order. The operator's area records,
 * imports and assigns (lib/server/operator/payments.ts); the shop shows the state to the studio.
 */

/**
 * The payment summary of orders by id (three queries for all): invoiced gross, credit notes (their gross
 * and what they pay back), booked payments.
 */
export async function paymentSummaries(db: Db | Tx, orderIds: string[]): Promise<Map<string, PaymentSummary>> {
  const out = new Map<string, PaymentSummary>();
  if (orderIds.length === 0) return out;
  const [rows, credited, paid] = await Promise.all([
    db.select({ id: orders.id, totalPricing: orders.totalPricing }).from(orders).where(inArray(orders.id, orderIds)),
    db
      .select({
        orderId: creditNotes.orderId,
        cents: sql<string>`sum(${creditNotes.grossCents})`,
        refunded: sql<string>`coalesce(sum(${creditNotes.refundCents}), 0)`,
      })
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, orderIds))
      .groupBy(creditNotes.orderId),
    db
      .select({ orderId: payments.orderId, day: payments.day, amountCents: payments.amountCents })
      .from(payments)
      .where(and(inArray(payments.orderId, orderIds), eq(payments.state, "booked")))
      .orderBy(asc(payments.day), asc(payments.createdAt)),
  ]);
  const creditedBy = new Map(credited.map((c) => [c.orderId, { gross: Number(c.cents), refunded: Number(c.refunded) }]));
  for (const r of rows)
    out.set(
      r.id,
      paymentSummary({
        invoicedGrossCents: r.totalPricing.priceKaGrossWithShipping,
        creditedGrossCents: creditedBy.get(r.id)?.gross ?? 0,
        refundedCents: creditedBy.get(r.id)?.refunded ?? 0,
        payments: paid.filter((p) => p.orderId === r.id).map((p) => ({ day: p.day, amountCents: p.amountCents })),
      }),
    );
  return out;
}

/** One order's summary, its row locked for the rest of the transaction (payments to one order in turn). */
export async function lockedPaymentSummary(tx: Tx, orderId: string): Promise<PaymentSummary> {
  await tx.execute(sql`select id from ${orders} where ${orders.id} = ${orderId} for update`);
  return (await paymentSummaries(tx, [orderId])).get(orderId)!;
}

const settled = (s: PaymentSummary) => s.state === "paid" || s.state === "overpaid";

/** A payment to book: one waiting as unmatched (by id), or a new one. */
export type PaymentToBook = { existingId: string } | { insert: Omit<typeof payments.$inferInsert, "orderId" | "state" | "unmatchedReason"> };

/**
 * Books a payment to the order in the caller's transaction (the order's row locked, so payments to one
 * order are booked in turn); tells `order.paid` when the order is paid from now on. Answers the order's
 * summary before and after.
 */
export async function bookToOrder(
  tx: Tx,
  order: { id: string; storeId: string; idfs: string },
  payment: PaymentToBook,
  by: { name: string; at?: Date },
): Promise<{ before: PaymentSummary; after: PaymentSummary; payment: Payment }> {
  const before = await lockedPaymentSummary(tx, order.id);
  const at = by.at ?? new Date();
  const [row] =
    "existingId" in payment
      ? await tx
          .update(payments)
          .set({ orderId: order.id, state: "booked", unmatchedReason: null, decidedByName: by.name, decidedAt: at })
          .where(and(eq(payments.id, payment.existingId), eq(payments.state, "unmatched")))
          .returning()
      : await tx
          .insert(payments)
          .values({ ...payment.insert, orderId: order.id, state: "booked" })
          .returning();
  if (!row) throw new AppError("conflict", "Die Zahlung ist schon zugeordnet oder als nicht unsere markiert.");
  const after = (await paymentSummaries(tx, [order.id])).get(order.id)!;
  if (!settled(before) && settled(after))
    await emit(tx, "order.paid", { orderId: order.id, storeId: order.storeId, idfs: order.idfs, paidOn: row.day });
  return { before, after, payment: row };
}

/** The order a payment names by number, or a 404 naming it. */
export async function orderForPayment(db: Db | Tx, idfs: string): Promise<{ id: string; storeId: string; idfs: string }> {
  const [row] = await db
    .select({ id: orders.id, storeId: orders.storeId, idfs: orders.idfs })
    .from(orders)
    .where(eq(orders.idfs, idfs.trim().toUpperCase()));
  if (!row) throw new AppError("not_found", `Die Bestellung ${idfs} gibt es nicht.`, "idfs");
  return row;
}
