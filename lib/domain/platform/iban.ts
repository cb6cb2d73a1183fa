/**
 * IBAN and BIC checks (ISO 13616 mod-97 check digits, ISO 9362 shape) for the seller's bank account in
 * the configuration, the invoice and the GiroCode.
 */

/** The IBAN without spaces, in capitals. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, "").toUpperCase();
}

/** True when `iban` has the shape of an IBAN and its check digits are right (mod 97 = 1). */
export function isValidIban(iban: string): boolean {
  const compact = compactIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** The IBAN in groups of four, as printed: "DE89 3704 0044 0532 0130 00". */
export function formatIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}

/** True for an 8- or 11-character BIC. */
export function isValidBic(bic: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic.trim().toUpperCase());
}
