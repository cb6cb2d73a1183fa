import "server-only";
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
import { latestPayerAccount } from "@/lib/server/shop/payments";
import {
  creditNoteNumbers,
  exportDueRefunds,
  insertRefundDue,
  markRefundsDoneIn,
  openRefundRows,
  refundsOfBatch,
  refundStates,
  setDueRefundAccount,
} from "@/lib/server/shop/refunds";

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
  const payer = await latestPayerAccount(db, data.orderId);
  const iban = payer?.iban && isValidIban(payer.iban) ? compactIban(payer.iban) : null;
  const refund = await insertRefundDue(db, {
    creditNoteId: data.creditNoteId,
    orderId: data.orderId,
    amountCents: data.refundCents,
    iban,
    accountHolder: iban ? (payer?.payer ?? "").slice(0, 70) : "",
  });
  return { refund };
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

/** refundsDue: the refunds not yet marked done (due, or exported in a file), oldest first (at most 500). */
export async function dueRefunds(): Promise<{ refunds: RefundView[] }> {
  const db = await getDb();
  const rows = await openRefundRows(db, 500);
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
    if (input.batch) return refundsOfBatch(tx, input.batch);
    return exportDueRefunds(tx, 500, batchId(now), { name: caller.name, at: now });
  });
  if (rows.length === 0) {
    if (input.batch) throw new AppError("not_found", "Diesen Überweisungsstapel gibt es nicht.", "batch");
    throw new AppError("conflict", "Es gibt keine fällige Erstattung mit IBAN zum Exportieren.");
  }
  const notes = await creditNoteNumbers(
    db,
    rows.map((r) => r.creditNoteId),
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
    const rows = await markRefundsDoneIn(tx, ids, input.date, { name: caller.name });
    if (rows.length !== ids.length) {
      const known = await refundStates(tx, ids);
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
  const set = await setDueRefundAccount(db, input.id, { iban: input.iban, bic: input.bic, accountHolder: input.accountHolder });
  if (!set) {
    const [known] = await refundStates(db, [input.id]);
    if (!known) throw new AppError("not_found", "Diese Erstattung gibt es nicht.", "id");
    throw new AppError("conflict", "Die Erstattung ist schon exportiert oder überwiesen; ihr Konto bleibt.", "id");
  }
  return { id: input.id };
}
