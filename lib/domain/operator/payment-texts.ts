/** What the Zahlungen screen says after a statement was read (paymentImport's answer), in German. */
export function statementResultText(r: { booked: number; unmatched: number; duplicates: number; ignored: number }): string {
  const parts = [`${r.booked} ${r.booked === 1 ? "Zahlung" : "Zahlungen"} gebucht`, `${r.unmatched} nicht zugeordnet`];
  if (r.duplicates > 0) parts.push(`${r.duplicates} bereits eingelesen`);
  if (r.ignored > 0) parts.push(`${r.ignored} ${r.ignored === 1 ? "Buchung" : "Buchungen"} ohne Zahlungseingang übersprungen`);
  return `${parts.join(", ")}.`;
}
