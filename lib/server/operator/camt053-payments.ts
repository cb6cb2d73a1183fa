import { createHash } from "node:crypto";
import { CamtFileError, type Camt053, type CamtEntry } from "./camt053-reader";

/**
 * Which bookings of a camt.053 statement are payments to us, and the key that makes each one count
 * once. Pure; lib/server/operator/payments.ts matches and books them.
 *
 * - Only credits (CdtDbtInd CRDT) that are booked (Sts BOOK), in euros and not a reversal (RvslInd: the
 *   bank taking back a debit of ours) are payments; a debit, a returned transfer (RtrInf) or a pending
 *   entry is not.
 * - A batch booking (several TxDtls in one Ntry, Btch) is one payment per transaction, each with its
 *   own amount; when the statement does not give every part's amount, the entry stays one payment
 *   (which then cannot be matched with certainty).
 * - The key is the account, the entry's reference (AcctSvcrRef, else NtryRef) and the transaction's
 *   place in the entry: the same statement, or a later one that repeats the day, books nothing twice.
 *   An entry without any reference is keyed by its content (day, amount, parties, texts) and its
 *   occurrence in the file.
 */

export type PaymentDraft = {
  bookingRef: string;
  payer: string;
  payerIban: string | null;
  reference: string;
  amountCents: number;
  /** YYYY-MM-DD: the booking date, else the value date. */
  day: string;
};

export type StatementPayments = { payments: PaymentDraft[]; ignored: number };

const isPayment = (e: CamtEntry) => e.credit && !e.reversal && (e.status === null || e.status === "BOOK") && e.currency === "EUR";

function contentKey(e: CamtEntry): string {
  const content = JSON.stringify([e.bookingDate, e.valueDate, e.amountCents, e.currency, e.info, e.txs]);
  return `h${createHash("sha256").update(content).digest("hex").slice(0, 32)}`;
}

export function paymentsOfStatement(statement: Camt053): StatementPayments {
  const payments: PaymentDraft[] = [];
  let ignored = 0;
  const seen = new Map<string, number>();
  for (const e of statement.entries) {
    if (!isPayment(e)) {
      ignored += 1;
      continue;
    }
    const day = e.bookingDate ?? e.valueDate;
    if (!day) throw new CamtFileError("Eine Buchung (Ntry) hat weder Buchungs- noch Valutadatum", e.line);
    let entryKey = e.acctSvcrRef ?? e.ntryRef;
    if (!entryKey) {
      const key = contentKey(e);
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      entryKey = `${key}#${n}`;
    }
    const base = `camt:${e.account ?? "-"}:${entryKey}`;
    const parts = e.txs.map((tx, i) => ({ tx, i })).filter(({ tx }) => !tx.isReturn && tx.credit !== false);
    if (e.txs.length > 0 && parts.length === 0) {
      ignored += 1;
      continue;
    }
    const split = parts.length > 1 && parts.every(({ tx }) => tx.amountCents !== null && tx.amountCents > 0);
    if (split) {
      for (const { tx, i } of parts)
        payments.push({
          bookingRef: `${base}:${i + 1}`,
          payer: tx.payer,
          payerIban: tx.payerIban,
          reference: tx.remittance,
          amountCents: tx.amountCents!,
          day,
        });
      continue;
    }
    const txs = parts.map((p) => p.tx);
    payments.push({
      bookingRef: `${base}:1`,
      payer: [...new Set(txs.map((t) => t.payer).filter(Boolean))].join(", "),
      payerIban: txs.length === 1 ? txs[0].payerIban : null,
      reference: txs.length > 0 ? txs.map((t) => t.remittance).join(" ") : e.info,
      amountCents: e.amountCents,
      day,
    });
  }
  return { payments: payments.filter((p) => p.amountCents > 0), ignored };
}
