/**
 * Which order a bank credit pays (DECISIONS.md "Payment": the order number is the transfer's
 * reference). Pure rules; lib/server/operator/payments.ts looks the candidates up and books.
 *
 * A credit is booked to an order only when it is certain: its remittance text names exactly one
 * existing order and the amount is exactly what that order still owes. Anything else (no number, two
 * numbers, an unknown number, a different amount, an order that owes nothing) waits in "Nicht
 * zugeordnete Zahlungen" with the reason, for the operator.
 */

/**
 * The order numbers a remittance text may name, as stored ("KS-100001"): "KS" and the digits, tolerant
 * of case, spaces and a missing or other dash ("ks 100 001", "Bestellung KS100001", "KS–100001"), also
 * when the bank wrapped the text between Ustrd lines. Digits may run on into other numbers ("KS-100001
 * 2026" reads as "KS-1000012026"), so every length from 6 digits on is a candidate; the server keeps those
 * that exist.
 */
export function orderNumberCandidates(remittance: string): string[] {
  const found = new Set<string>();
  for (const m of remittance.matchAll(/k\s*s\s*[-–—_.:/]?\s*(\d[\d\s]*)/gi)) {
    const digits = m[1].replace(/\s+/g, "");
    for (let n = 6; n <= Math.min(digits.length, 9); n++) found.add(`KS-${digits.slice(0, n)}`);
  }
  return [...found];
}

/** What the lookup found for the candidates: the existing orders and what each still owes. */
export type MatchCandidate = { idfs: string; outstandingCents: number };

export type MatchDecision = { kind: "order"; idfs: string } | { kind: "unmatched"; reason: string };

export const UNMATCHED_REASONS = {
  noNumber: "Keine Bestellnummer im Verwendungszweck",
  unknown: "Die genannte Bestellnummer gibt es nicht",
  several: "Mehrere Bestellnummern im Verwendungszweck",
  nothingOwed: "Die Bestellung ist bereits bezahlt",
  amount: "Der Betrag weicht vom offenen Betrag ab",
} as const;

export function decideMatch(input: { amountCents: number; candidates: string[]; found: MatchCandidate[] }): MatchDecision {
  if (input.candidates.length === 0) return { kind: "unmatched", reason: UNMATCHED_REASONS.noNumber };
  const orders = [...new Map(input.found.map((o) => [o.idfs, o])).values()];
  if (orders.length === 0) return { kind: "unmatched", reason: UNMATCHED_REASONS.unknown };
  if (orders.length > 1) return { kind: "unmatched", reason: UNMATCHED_REASONS.several };
  const [order] = orders;
  if (order.outstandingCents <= 0) return { kind: "unmatched", reason: UNMATCHED_REASONS.nothingOwed };
  if (order.outstandingCents !== input.amountCents) return { kind: "unmatched", reason: UNMATCHED_REASONS.amount };
  return { kind: "order", idfs: order.idfs };
}
