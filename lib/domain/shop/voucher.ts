/**
 * Discount codes (Gutscheine).
 *
 * SPEC 5: a code has at most 5 characters, is forced to upper case, can be redeemed only at length 5;
 * minimum pre-discount net subtotal 250. SPEC 4: the code is removed automatically below that subtotal.
 * SPEC 8: the message of a failed check appears under the input.
 */
import { formatDate, formatEuro } from "../platform/format";

/** Voucher code length (SPEC 9). */
export const VOUCHER_LENGTH = 5;

/** Minimum pre-discount net subtotal for a voucher, in cents (SPEC 9: 250). */
export const MIN_VOUCHER_SUBTOTAL_CENTS = 25000;

export const VOUCHER_MESSAGES = {
  length: `Der Gutscheincode muss aus ${VOUCHER_LENGTH} Zeichen bestehen.`,
  invalid: "Dieser Gutscheincode ist ungültig.",
  minimum: `Der Mindestbestellwert für Gutscheine beträgt ${formatEuro(MIN_VOUCHER_SUBTOTAL_CENTS)} netto.`,
  notYet: (from: string) => `Dieser Gutschein gilt erst ab ${formatDate(from)}.`,
  expired: "Dieser Gutschein ist abgelaufen.",
  usedUp: "Dieser Gutschein wurde bereits so oft eingelöst, wie es erlaubt ist.",
  /** Shown when the checkout drops an applied code because the subtotal fell below the minimum (SPEC 4). */
  removed: (code: string) =>
    `Der Gutschein ${code} wurde entfernt, weil der Warenwert unter dem Mindestbestellwert von ${formatEuro(MIN_VOUCHER_SUBTOTAL_CENTS)} netto liegt.`,
} as const;

/**
 * What the voucher input keeps of the typed text: upper case, at most 5 characters. Whitespace is
 * dropped too, because a code never contains it and pasted codes often carry a trailing space.
 */
export function normalizeVoucherInput(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase().slice(0, VOUCHER_LENGTH);
}

/** The redeem button works (and is primary-styled) only at exactly 5 characters (SPEC 5). */
export function canRedeem(code: string): boolean {
  return code.length === VOUCHER_LENGTH;
}

/** A discount code as stored for a store. */
export interface KnownVoucher {
  code: string;
  amountCents: number;
  storeNumber: string;
  active: boolean;
  /** First and last day it may be redeemed ("YYYY-MM-DD"), null or absent = open (set in /betrieb). */
  validFrom?: string | null;
  validUntil?: string | null;
  /** How many orders of the studio may use it (null or absent = no limit) and how many did. */
  maxUses?: number | null;
  uses?: number;
}

export interface CheckVoucherInput {
  /** The code as entered; normalized here. */
  code: string;
  /** Pre-discount net subtotal of the cart (priceKaNetPreDiscount), in cents. */
  subtotalCents: number;
  /** The stored code matching `code`, or null when none exists. */
  known: KnownVoucher | null;
  /** The store redeeming the code; a code of another store is invalid. */
  storeNumber: string;
  /** Today in Germany ("YYYY-MM-DD"), for the validity dates; without it they are not checked. */
  today?: string;
}

export type CheckVoucherResult = { ok: true; code: string; amountCents: number } | { ok: false; message: string };

/**
 * Decides whether a code can be applied (endpoint asDiscountCodeCheck). Validity is checked before the
 * minimum so that nobody learns from the minimum message that a guessed code exists.
 */
export function checkVoucher(input: CheckVoucherInput): CheckVoucherResult {
  const code = normalizeVoucherInput(input.code);
  if (!canRedeem(code)) return { ok: false, message: VOUCHER_MESSAGES.length };
  const known = input.known;
  if (!known || !known.active || known.code.toUpperCase() !== code || known.storeNumber !== input.storeNumber || known.amountCents <= 0) {
    return { ok: false, message: VOUCHER_MESSAGES.invalid };
  }
  if (input.today && known.validFrom && input.today < known.validFrom) return { ok: false, message: VOUCHER_MESSAGES.notYet(known.validFrom) };
  if (input.today && known.validUntil && input.today > known.validUntil) return { ok: false, message: VOUCHER_MESSAGES.expired };
  if (known.maxUses !== null && known.maxUses !== undefined && (known.uses ?? 0) >= known.maxUses) {
    return { ok: false, message: VOUCHER_MESSAGES.usedUp };
  }
  if (input.subtotalCents < MIN_VOUCHER_SUBTOTAL_CENTS) {
    return { ok: false, message: VOUCHER_MESSAGES.minimum };
  }
  return { ok: true, code, amountCents: known.amountCents };
}
