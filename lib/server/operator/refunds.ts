import "server-only";
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { creditNotes } from "@/models/shop/credit-notes";
import { orders } from "@/models/shop/orders";
import { payments, refunds } from "@/models/shop/payments";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { sepaCreditTransferXml } from "@/lib/domain/operator/sepa-credit-transfer";
import { berlinCompactDay, berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { centsToEuros } from "@/lib/domain/platform/money";
import { compactIban, isValidIban } from "@/lib/domain/platform/iban";
import { AppError } from "@/lib/server/platform/errors";
import { getDb } from "@/lib/server/platform/db";
import { seller } from "@/lib/server/platform/seller";
import { logger } from "@/lib/server/platform/log";

const log = logger("refunds");

/**
 * Refunds (docs/operator-payments.md "Refunds"): a credit note of a paid order pays back what the
 * payments exceed (credit_notes.refund_cents, the shop's rule); this job writes the refund due, to the
 * account the payment came from. The operator exports the due ones as a SEPA credit transfer file
 * (pain.001.001.09) for online banking and marks them done with the day of the transfer.
 */

/** The job on `credit_note.issued`: the refund due, once per credit note (a second try writes nothing). */
export async function createRefundDue(db: Db, data: { creditNoteId: string; orderId: string; refundCents: number }) {
  if (data.refundCents <= 0) return { refund: null };
  // The account of the order's latest booked payment that names one (camt.053: the debtor's IBAN).
  const [payer] = await db
    .select({ payer: payments.payer, iban: payments.payerIban })
    .from(payments)
    .where(and(eq(payments.orderId, data.orderId), eq(payments.state, "booked"), isNotNull(payments.payerIban)))
    .orderBy(desc(payments.day), desc(payments.createdAt))
    .limit(1);
  const iban = payer?.iban && isValidIban(payer.iban) ? compactIban(payer.iban) : null;
  const [row] = await db
    .insert(refunds)
    .values({
      creditNoteId: data.creditNoteId,
      orderId: data.orderId,
      amountCents: data.refundCents,
      iban,
      accountHolder: iban ? (payer?.payer ?? "").slice(0, 70) : "",
    })
    .onConflictDoNothing({ target: refunds.creditNoteId })
    .returning({ id: refunds.id });
  return { refund: row?.id ?? null };
}

export type RefundView = {
  id: string;
  idfs: string;
  studio: string;
  creditNote: string;
  amount: number;
  iban: string | null;
  bic: string | null;
  accountHolder: string;
  state: "due" | "exported" | "done";
  batch: string | null;
  exportedAt: string | null;
  doneOn: string | null;
  createdAt: string;
};

const refundColumns = {
  id: refunds.id,
  idfs: orders.idfs,
  studio: stores.name,
  creditNote: creditNotes.number,
  amountCents: refunds.amountCents,
  iban: refunds.iban,
  bic: refunds.bic,
  accountHolder: refunds.accountHolder,
  state: refunds.state,
  batch: refunds.batch,
  exportedAt: refunds.exportedAt,
  doneOn: refunds.doneOn,
  createdAt: refunds.createdAt,
};

/** refundsDue: the refunds not yet marked done (due, or exported in a file), oldest first (at most 500). */
export async function dueRefunds(): Promise<{ refunds: RefundView[] }> {
  const db = await getDb();
  const rows = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
    .where(inArray(refunds.state, ["due", "exported"]))
    .orderBy(asc(refunds.createdAt))
    .limit(500);
  return {
    refunds: rows.map(({ amountCents, exportedAt, createdAt, ...r }) => ({
      ...r,
      amount: centsToEuros(amountCents),
      exportedAt: exportedAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** The file's MsgId: "ERST-", the day in Berlin and a random tail (unique, at most 35 characters). */
function batchId(now: Date): string {
  return `ERST-${berlinCompactDay(now)}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
}

export type RefundFile = { filename: string; xml: string; count: number; batch: string };

/**
 * refundsExport: the due refunds with an account as one pain.001.001.09 file from our account (the
 * seller's bank details), marked exported in one batch in the same transaction; a batch named again is
 * its file again (the same MsgId, for a download that got lost). Refunds still without an IBAN wait.
 */
export async function exportRefunds(caller: OperatorCaller, input: { batch?: string }, now = new Date()): Promise<RefundFile> {
  const db = await getDb();
  const rows = await db.transaction(async (tx) => {
    if (input.batch) return tx.select().from(refunds).where(eq(refunds.batch, input.batch)).orderBy(asc(refunds.createdAt));
    const due = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.state, "due"), isNotNull(refunds.iban)))
      .orderBy(asc(refunds.createdAt))
      .limit(500)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const batch = batchId(now);
    return tx
      .update(refunds)
      .set({ state: "exported", batch, exportedAt: now, exportedByName: caller.name })
      .where(
        inArray(
          refunds.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  if (rows.length === 0) {
    if (input.batch) throw new AppError("not_found", "Diesen Überweisungsstapel gibt es nicht.", "batch");
    throw new AppError("conflict", "Es gibt keine fällige Erstattung mit IBAN zum Exportieren.");
  }
  const notes = new Map(
    (
      await db
        .select({ id: creditNotes.id, number: creditNotes.number, idfs: orders.idfs })
        .from(creditNotes)
        .innerJoin(orders, eq(orders.id, creditNotes.orderId))
        .where(
          inArray(
            creditNotes.id,
            rows.map((r) => r.creditNoteId),
          ),
        )
    ).map((n) => [n.id, n]),
  );
  const s = seller();
  const batch = rows[0].batch!;
  const exportedAt = rows[0].exportedAt ?? now;
  const xml = sepaCreditTransferXml({
    messageId: batch,
    createdAt: exportedAt,
    executionDate: berlinIsoDay(exportedAt),
    debtor: { name: s.name, iban: s.iban, bic: s.bic },
    transfers: rows.map((r) => {
      const note = notes.get(r.creditNoteId)!;
      return {
        endToEndId: note.number,
        amountCents: r.amountCents,
        creditor: { name: r.accountHolder, iban: r.iban!, bic: r.bic },
        remittance: `Erstattung Gutschrift ${note.number} zu Bestellung ${note.idfs}`,
      };
    }),
  });
  log.info({ batch, count: rows.length, by: caller.name, again: Boolean(input.batch) }, "Erstattungen exportiert");
  return { filename: `Erstattungen-${batch}.xml`, xml, count: rows.length, batch };
}

/** refundMarkDone: the refunds transferred on `date`; all or none (one already done or unknown refuses the lot). */
export async function markRefundsDone(input: { ids: string[]; date: string }, caller: OperatorCaller): Promise<{ done: number }> {
  const ids = [...new Set(input.ids)];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(refunds)
      .set({ state: "done", doneOn: input.date, doneByName: caller.name })
      .where(and(inArray(refunds.id, ids), inArray(refunds.state, ["due", "exported"]), isNotNull(refunds.iban)))
      .returning({ id: refunds.id });
    if (rows.length !== ids.length) {
      const known = await tx.select({ id: refunds.id, state: refunds.state, iban: refunds.iban }).from(refunds).where(inArray(refunds.id, ids));
      if (known.length !== ids.length) throw new AppError("not_found", "Eine der Erstattungen gibt es nicht.", "ids");
      if (known.some((k) => k.iban === null)) throw new AppError("rule", "Eine der Erstattungen hat noch keine IBAN.", "ids");
      throw new AppError("conflict", "Eine der Erstattungen ist schon als überwiesen markiert.", "ids");
    }
    return { done: rows.length };
  });
}

/** refundAccount: the account a refund goes to, entered by the operator (a payment typed in by hand names none). */
export async function setRefundAccount(input: { id: string; iban: string; bic: string | null; accountHolder: string }) {
  const db = await getDb();
  const [row] = await db
    .update(refunds)
    .set({ iban: input.iban, bic: input.bic, accountHolder: input.accountHolder })
    .where(and(eq(refunds.id, input.id), eq(refunds.state, "due")))
    .returning({ id: refunds.id });
  if (!row) {
    const [known] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, input.id));
    if (!known) throw new AppError("not_found", "Diese Erstattung gibt es nicht.", "id");
    throw new AppError("conflict", "Die Erstattung ist schon exportiert oder überwiesen; ihr Konto bleibt.", "id");
  }
  return { id: row.id };
}
