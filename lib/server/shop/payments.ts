import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
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

type Totals = { id: string; totalPricing: { priceKaGrossWithShipping: number } };
type Credited = { gross: number; refunded: number };
type Paid = { orderId: string | null; day: string; amountCents: number };

/** The booked payments of orders, oldest first (one query for all). */
export async function bookedPayments(db: Db | Tx, orderIds: readonly string[]): Promise<Paid[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: payments.orderId, day: payments.day, amountCents: payments.amountCents })
    .from(payments)
    .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.state, "booked")))
    .orderBy(asc(payments.day), asc(payments.createdAt));
}

/**
 * The payment summary of each order from what is read already: its invoiced gross, what its credit notes
 * credit and pay back (`creditedBy`, by order id), its booked payments.
 */
export function summariesFrom(
  rows: readonly Totals[],
  creditedBy: ReadonlyMap<string, Credited>,
  paid: readonly Paid[],
): Map<string, PaymentSummary> {
  const out = new Map<string, PaymentSummary>();
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

/**
 * The payment summary of orders by id (three queries for all): invoiced gross, credit notes (their gross
 * and what they pay back), booked payments.
 */
export async function paymentSummaries(db: Db | Tx, orderIds: string[]): Promise<Map<string, PaymentSummary>> {
  if (orderIds.length === 0) return new Map();
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
    bookedPayments(db, orderIds),
  ]);
  return summariesFrom(rows, new Map(credited.map((c) => [c.orderId, { gross: Number(c.cents), refunded: Number(c.refunded) }])), paid);
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

/** An order's booked payments, by day and then as recorded. */
export async function bookedPaymentsOf(db: Db | Tx, orderId: string): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, "booked")))
    .orderBy(asc(payments.day), asc(payments.createdAt));
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

/** The payment recorded under this bank booking reference, if any (a statement read twice books once). */
export async function paymentByBookingRef(tx: Tx, bookingRef: string): Promise<{ id: string } | undefined> {
  const [known] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.bookingRef, bookingRef));
  return known;
}

/** Records a credit that could not be matched to an order, with why. */
export async function recordUnmatchedPayment(
  tx: Tx,
  payment: Omit<typeof payments.$inferInsert, "orderId" | "state" | "unmatchedReason">,
  reason: string,
): Promise<void> {
  await tx.insert(payments).values({ ...payment, state: "unmatched", unmatchedReason: reason });
}

/** The payments waiting to be matched, newest first, at most `limit`. */
export async function unmatchedPaymentRows(db: Db, limit: number): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.state, "unmatched")).orderBy(desc(payments.day), desc(payments.createdAt)).limit(limit);
}

/** A payment's state, or undefined when there is no such payment. */
export async function paymentStateOf(db: Db | Tx, paymentId: string): Promise<Payment["state"] | undefined> {
  const [row] = await db.select({ state: payments.state }).from(payments).where(eq(payments.id, paymentId));
  return row?.state;
}

/** Marks an unmatched payment as not for an order of ours; false when it is not (or no longer) unmatched. */
export async function dismissUnmatchedPayment(db: Db, paymentId: string, by: { name: string; at: Date }): Promise<boolean> {
  const [row] = await db
    .update(payments)
    .set({ state: "foreign", decidedByName: by.name, decidedAt: by.at })
    .where(and(eq(payments.id, paymentId), eq(payments.state, "unmatched")))
    .returning({ id: payments.id });
  return Boolean(row);
}

/** The payer and account of the order's latest booked payment that names an account (camt.053: the debtor's IBAN). */
export async function latestPayerAccount(db: Db, orderId: string): Promise<{ payer: string; iban: string | null } | undefined> {
  const [payer] = await db
    .select({ payer: payments.payer, iban: payments.payerIban })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, "booked"), isNotNull(payments.payerIban)))
    .orderBy(desc(payments.day), desc(payments.createdAt))
    .limit(1);
  return payer;
}
