import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { creditNotes, type CreditNote } from "@/models/shop/credit-notes";
import { orders, type Order } from "@/models/shop/orders";
import { stores } from "@/models/platform/stores";
import type { Db, Tx } from "@/models/platform/db";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import {
  creditNoteAmounts,
  CreditNoteRefused,
  creditedSoFar,
  type CreditRequestLine,
  type InvoicedAmounts,
} from "@/lib/domain/shop/credit-note-amounts";
import { issueCreditNoteSchema } from "@/lib/domain/shop/credit-note-schema";
import { AppError } from "../platform/errors";
import { sqlRows } from "@/models/platform/sql-rows";
import { emit, sendJob } from "@/lib/server/jobs/queue";
import { creditNoteSettlementText, refundOfCreditNote } from "@/lib/domain/shop/credit-note-settlement";
import type { PaymentSummary } from "@/lib/domain/shop/payment-state";
import { paymentSummaries } from "./payments";
import { creditNoteMailJob } from "./jobs";
import { assignInvoiceNumberIn } from "./invoice-numbers";
import { drawYearlyNumber } from "./yearly-numbers";
import { layoutMail } from "../platform/seller";
import { contactName, orderPagePath } from "@/lib/domain/platform/mail-layout";
import { appUrl } from "@/lib/env";

/** What an order's invoice charged, as the credit-note rule needs it (lib/domain/shop/credit-note-amounts.ts). */
export function invoicedAmountsOf(order: Pick<Order, "items" | "totalPricing" | "discountCode">): InvoicedAmounts {
  const p = order.totalPricing;
  return {
    lines: order.items.map((i) => ({ article: i.id, name: i.name, ean: i.ean, quantity: i.quantity, unitNetCents: i.priceKaNetCents })),
    voucherCents: p.priceDiscountCode,
    voucherCode: order.discountCode?.code ?? null,
    shippingChargeCents: p.priceShippingNetPreDiscount,
    shippingDiscountCents: p.priceShippingNetDiscount,
  };
}

/** The credit notes of orders, oldest first, grouped by order id (one query). */
export async function creditNotesOfOrders(db: Db | Tx, orderIds: string[]): Promise<Map<string, CreditNote[]>> {
  const byOrder = new Map<string, CreditNote[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, orderIds))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.seq));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

export type IssueCreditNoteInput = {
  /** The order number ("KS-100001"). */
  orderNumber: string;
  /** What to credit: the order line's article (product id) and the quantity. */
  lines: CreditRequestLine[];
  /** Why (shown on the credit note and in the mail), e.g. "Stornierung" or "Retoure: beschädigt geliefert". */
  reason: string;
};

function creditNoteMailText(order: Order, storeSlug: string, note: CreditNote, after: PaymentSummary): string {
  return layoutMail({
    greetingName: contactName(order.deliveryContact),
    body: [
      `zu Ihrer Bestellung ${order.idfs} haben wir die Gutschrift ${note.number} vom ${formatDate(note.issuedAt)} erstellt.`,
      `Sie korrigiert die Rechnung ${note.invoiceNumber} vom ${formatDate(note.invoiceIssuedAt)}.`,
      "",
      `Grund: ${note.reason}`,
      "",
      ...note.lines.map((l) => `${l.quantity} × ${l.name}`),
      "",
      `Gutschriftsbetrag: ${formatEuro(note.grossCents)} brutto (darin ${formatEuro(note.vatCents)} MwSt.)`,
      creditNoteSettlementText(note.grossCents, note.refundCents),
      ...(after.outstandingCents > 0 ? [`Noch offen zu Ihrer Bestellung: ${formatEuro(after.outstandingCents)}.`] : []),
      "",
      "Die Gutschrift liegt dieser E-Mail als ZUGFeRD-PDF bei; als XRechnung können Sie sie auf der Seite „Bestellungen“ herunterladen.",
    ],
    link: { label: `Ihre Bestellung ${order.idfs} mit allen Gutschriften`, url: `${appUrl()}${orderPagePath(storeSlug, order.idfs)}` },
  });
}

/**
 * Issues a credit note for lines of an order's invoice (used by accepted cancellations and returns):
 * in one transaction the order row is locked (credit notes of one order wait for each other, so the
 * cumulative rule sees every earlier one), the amounts are computed by the one rule in
 * lib/domain/shop/credit-note-amounts.ts, the next number of the gapless credit-note range is drawn
 * (a counter row per year raised by an upsert: a row lock, safe with several app instances on one
 * PostgreSQL, a rolled-back credit note gives its number back), the credit note is stored, and its mail
 * is queued with it (shop.credit-note-mail), the ZUGFeRD PDF rendered when it is sent. A credit the rule refuses
 * (unknown article, more than was invoiced and not yet credited) is a 422 with the rule's German text;
 * an unknown order a 404.
 */
export async function issueCreditNote(db: Db, raw: IssueCreditNoteInput, now = new Date()): Promise<CreditNote> {
  const parsed = issueCreditNoteSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("bad_input", issue.message, issue.path.join(".") || undefined);
  }
  return db.transaction((tx) => issueCreditNoteIn(tx, parsed.data, now));
}

/**
 * issueCreditNote inside the caller's transaction (an accepted cancellation or return: the credit note
 * and the decision are committed together, so one request never gets two). The input is checked already.
 */
export async function issueCreditNoteIn(tx: Tx, input: IssueCreditNoteInput, now = new Date()): Promise<CreditNote> {
  const reason = input.reason;
  {
    const locked = await sqlRows<{ id: string }>(tx, sql`select id from orders where idfs = ${input.orderNumber} for update`);
    if (locked.length === 0) throw new AppError("not_found", "Die Bestellung wurde nicht gefunden.", "orderNumber");
    const [order] = await tx.select().from(orders).where(eq(orders.id, locked[0].id));
    // Orders from before numbers were drawn at submit get their invoice number now (it is what is corrected).
    const invoice = await assignInvoiceNumberIn(tx, order.id, now);
    const earlier = (await creditNotesOfOrders(tx, [order.id])).get(order.id) ?? [];
    const before = (await paymentSummaries(tx, [order.id])).get(order.id)!;
    const invoiced = invoicedAmountsOf(order);
    let amounts;
    try {
      amounts = creditNoteAmounts(invoiced, creditedSoFar(order.items.length, earlier), input.lines);
    } catch (e) {
      if (e instanceof CreditNoteRefused) throw new AppError("rule", e.message, e.field);
      throw e;
    }
    const { year, seq, number } = await drawYearlyNumber(tx, "creditNote", now);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        orderId: order.id,
        year,
        seq,
        number,
        invoiceNumber: invoice.number,
        invoiceIssuedAt: invoice.issuedAt,
        reason,
        lines: amounts.lines,
        netLinesCents: amounts.netLinesCents,
        voucherCents: amounts.voucherCents,
        shippingChargeCents: amounts.shippingChargeCents,
        shippingDiscountCents: amounts.shippingDiscountCents,
        basisCents: amounts.basisCents,
        vatRatePercent: amounts.vatRatePercent,
        vatCents: amounts.vatCents,
        grossCents: amounts.grossCents,
        issuedAt: now,
      })
      .returning();
    // What the payments exceed now is paid back (a refund due, the operator's job on the event); the
    // rest lowered what is open (lib/domain/shop/credit-note-settlement.ts).
    const credited = (await paymentSummaries(tx, [order.id])).get(order.id)!;
    const refundCents = refundOfCreditNote(note.grossCents, before, credited);
    await tx.update(creditNotes).set({ refundCents }).where(eq(creditNotes.id, note.id));
    const settled = { ...note, refundCents };
    const after = (await paymentSummaries(tx, [order.id])).get(order.id)!;
    await emit(tx, "credit_note.issued", {
      creditNoteId: note.id,
      orderId: order.id,
      storeId: order.storeId,
      idfs: order.idfs,
      refundCents,
    });
    await sendJob(tx, creditNoteMailJob, {
      creditNoteId: note.id,
      to: order.deliveryContact.email,
      subject: `Gutschrift ${note.number} zu Ihrer Bestellung ${order.idfs}`,
      text: creditNoteMailText(
        order,
        (await tx.select({ slug: stores.slug }).from(stores).where(eq(stores.id, order.storeId)))[0].slug,
        settled,
        after,
      ),
    });
    return settled;
  }
}
