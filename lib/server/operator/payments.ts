import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/models/platform/db";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { decideMatch, orderNumberCandidates } from "@/lib/domain/operator/payment-match";
import { centsToEuros } from "@/lib/domain/platform/money";
import {
  bookToOrder,
  dismissUnmatchedPayment,
  orderForPayment,
  paymentByBookingRef,
  paymentStateOf,
  paymentSummaries,
  recordUnmatchedPayment,
  unmatchedPaymentRows,
} from "@/lib/server/shop/payments";
import { ordersNamed } from "@/lib/server/shop/order-lookups";
import { AppError } from "@/lib/server/platform/errors";
import { getDb } from "@/lib/server/platform/db";
import { logger } from "@/lib/server/platform/log";
import { emit } from "@/lib/server/jobs/queue";
import { CamtFileError, readCamt053 } from "./camt053-reader";
import { paymentsOfStatement, type PaymentDraft } from "./camt053-payments";

const log = logger("payments");

/**
 * The operator's payment desk (DECISIONS.md "Payment"): the bank's camt.053 statement booked, a payment
 * recorded by hand, the credits that could not be matched assigned to an order or marked as not ours.
 * What an order owes and has paid is the shop's rule (lib/server/shop/payments.ts).
 */

export type PaymentImportResult = { booked: number; unmatched: number; duplicates: number; ignored: number };

/** The existing orders among the candidates, with what each still owes. */
async function candidatesOf(tx: Tx, reference: string) {
  const candidates = orderNumberCandidates(reference);
  if (candidates.length === 0) return { candidates, found: [] };
  const rows = await ordersNamed(tx, candidates);
  const summaries = await paymentSummaries(
    tx,
    rows.map((r) => r.id),
  );
  return { candidates, found: rows.map((r) => ({ ...r, outstandingCents: summaries.get(r.id)!.outstandingCents })) };
}

async function bookDraft(tx: Tx, draft: PaymentDraft, byName: string): Promise<"booked" | "unmatched" | "duplicate"> {
  const known = await paymentByBookingRef(tx, draft.bookingRef);
  if (known) return "duplicate";
  const { candidates, found } = await candidatesOf(tx, draft.reference);
  const decision = decideMatch({ amountCents: draft.amountCents, candidates, found });
  const values = { source: "camt" as const, ...draft, recordedByName: byName };
  if (decision.kind === "order") {
    await bookToOrder(
      tx,
      found.find((o) => o.idfs === decision.idfs)!,
      { insert: values },
      { name: byName },
    );
    return "booked";
  }
  await recordUnmatchedPayment(tx, values, decision.reason);
  return "unmatched";
}

/**
 * paymentImport: a camt.053 statement (the bytes as they arrive). Read completely first (a broken file
 * books nothing), then booked in one transaction under a lock, so two imports of one statement at the
 * same time book it once.
 */
export async function importPayments(
  file: AsyncIterable<Uint8Array>,
  caller: OperatorCaller,
  fileName: string | null = null,
): Promise<PaymentImportResult> {
  let statement;
  try {
    statement = await readCamt053(file);
  } catch (e) {
    if (e instanceof CamtFileError) throw new AppError("bad_input", e.message, "file");
    throw e;
  }
  let drafts;
  try {
    drafts = paymentsOfStatement(statement);
  } catch (e) {
    if (e instanceof CamtFileError) throw new AppError("bad_input", e.message, "file");
    throw e;
  }
  const result: PaymentImportResult = { booked: 0, unmatched: 0, duplicates: 0, ignored: drafts.ignored };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payments.import'))`);
    let unmatchedCents = 0;
    for (const draft of drafts.payments) {
      const outcome = await bookDraft(tx, draft, caller.name);
      if (outcome === "duplicate") result.duplicates += 1;
      else result[outcome] += 1;
      if (outcome === "unmatched") unmatchedCents += draft.amountCents;
    }
    // The operator's people hear of what waits for them (their bell and mail, lib/server/operator/notice-jobs.ts).
    if (result.unmatched > 0) await emit(tx, "payment.unmatched", { count: result.unmatched, amountCents: unmatchedCents });
  });
  log.info({ ...result, version: statement.version, fileName, by: caller.name }, "Kontoauszug eingelesen");
  return result;
}

/** paymentRecord: a payment typed in by the operator, booked to the order it names. */
export async function recordPayment(
  input: { idfs: string; amountCents: number; date: string; payer: string; reference: string },
  caller: OperatorCaller,
): Promise<{ idfs: string; payment: PaymentStateView }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await orderForPayment(tx, input.idfs);
    const { after } = await bookToOrder(
      tx,
      order,
      {
        insert: {
          source: "manual",
          bookingRef: null,
          payer: input.payer,
          reference: input.reference,
          amountCents: input.amountCents,
          day: input.date,
          recordedByName: caller.name,
        },
      },
      { name: caller.name },
    );
    return { idfs: order.idfs, payment: stateView(after) };
  });
}

export type PaymentStateView = { state: string; paid: number; outstanding: number; overpaid: number };
function stateView(s: { state: string; paidCents: number; outstandingCents: number; overpaidCents: number }): PaymentStateView {
  return { state: s.state, paid: centsToEuros(s.paidCents), outstanding: centsToEuros(s.outstandingCents), overpaid: centsToEuros(s.overpaidCents) };
}

export type UnmatchedPaymentView = {
  id: string;
  date: string;
  amount: number;
  payer: string;
  payerIban: string | null;
  reference: string;
  reason: string;
  source: "manual" | "camt";
  /** Orders the reference names, with their studio and what they still owe (for the operator's choice). */
  candidates: { idfs: string; studio: string; outstanding: number }[];
};

/** paymentsUnmatched: the credits waiting for the operator, newest first (at most 500). */
export async function unmatchedPayments(): Promise<{ payments: UnmatchedPaymentView[] }> {
  const db = await getDb();
  const rows = await unmatchedPaymentRows(db, 500);
  const numbers = [...new Set(rows.flatMap((r) => orderNumberCandidates(r.reference)))];
  const found = await ordersNamed(db, numbers);
  const summaries = await paymentSummaries(
    db,
    found.map((o) => o.id),
  );
  return {
    payments: rows.map((r) => {
      const named = new Set(orderNumberCandidates(r.reference));
      return {
        id: r.id,
        date: r.day,
        amount: centsToEuros(r.amountCents),
        payer: r.payer,
        payerIban: r.payerIban,
        reference: r.reference,
        reason: r.unmatchedReason ?? "",
        source: r.source,
        candidates: found
          .filter((o) => named.has(o.idfs))
          .map((o) => ({ idfs: o.idfs, studio: o.studio, outstanding: centsToEuros(summaries.get(o.id)!.outstandingCents) })),
      };
    }),
  };
}

/** paymentAssign: an unmatched payment booked to the order the operator chose. */
export async function assignPayment(input: { paymentId: string; idfs: string }, caller: OperatorCaller) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await paymentStateOf(tx, input.paymentId))) throw new AppError("not_found", "Diese Zahlung gibt es nicht.", "paymentId");
    const order = await orderForPayment(tx, input.idfs);
    const { after } = await bookToOrder(tx, order, { existingId: input.paymentId }, { name: caller.name });
    return { idfs: order.idfs, payment: stateView(after) };
  });
}

/** paymentDismiss: an unmatched credit is not for an order of ours ("nicht unsere"); it leaves the list. */
export async function dismissPayment(input: { paymentId: string }, caller: OperatorCaller): Promise<{ dismissed: true }> {
  const db = await getDb();
  const dismissed = await dismissUnmatchedPayment(db, input.paymentId, { name: caller.name, at: new Date() });
  if (!dismissed) {
    if (!(await paymentStateOf(db, input.paymentId))) throw new AppError("not_found", "Diese Zahlung gibt es nicht.", "paymentId");
    throw new AppError("conflict", "Die Zahlung ist schon zugeordnet oder als nicht unsere markiert.");
  }
  return { dismissed: true };
}
