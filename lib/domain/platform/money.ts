/**
 * Money arithmetic in integer cents.
 *
 * DECISIONS.md "Money and dates": amounts are integer cents in all arithmetic; the API shows euros as
 * numbers with at most two decimals. SPEC.md section 9: VAT 19%.
 */

/** VAT in percent (SPEC 9). */
export const VAT_RATE = 19;

function assertCents(cents: number, name = "cents"): void {
  if (!Number.isInteger(cents)) {
    throw new RangeError(`${name} must be an integer number of cents, got ${cents}`);
  }
}

/**
 * Divides `numerator` by `denominator` (> 0) and rounds half away from zero, in integer arithmetic
 * where the inputs allow, so that 0.5 cent always rounds up for positive amounts (commercial rounding).
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError("denominator must be positive");
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / denominator);
  const remainder = abs - quotient * denominator;
  // Compare 2 * remainder with denominator instead of remainder / denominator >= 0.5 to stay exact.
  const rounded = 2 * remainder >= denominator ? quotient + 1 : quotient;
  return sign * rounded === 0 ? 0 : sign * rounded;
}

/** VAT amount of a net amount, rounded half up to the cent. */
export function vatOf(netCents: number): number {
  assertCents(netCents, "netCents");
  return divideRounded(netCents * VAT_RATE, 100);
}

/** Gross amount of a net amount: net plus its rounded VAT, so that gross = net + vatOf(net) always holds. */
export function netToGross(netCents: number): number {
  return netCents + vatOf(netCents);
}

/** Net amount plus a percentage margin, rounded half up to the cent. */
export function applyMargin(netCents: number, marginPercent: number): number {
  assertCents(netCents, "netCents");
  if (!Number.isFinite(marginPercent)) throw new RangeError("marginPercent must be finite");
  // Scale the margin to hundredths of a percent so fractional margins stay in integer arithmetic.
  const marginBasisPoints = Math.round(marginPercent * 100);
  return divideRounded(netCents * (10000 + marginBasisPoints), 10000);
}

/**
 * Price shown to the end customer in the shop-client view ("Kundenansicht", SPEC 1 and 6):
 * net * (1 + store margin %) * 1.19. Rounded once at the end, not after the margin, so the two
 * surcharges do not accumulate rounding errors.
 */
export function customerPrice(netCents: number, marginPercent: number): number {
  assertCents(netCents, "netCents");
  if (!Number.isFinite(marginPercent)) throw new RangeError("marginPercent must be finite");
  const marginBasisPoints = Math.round(marginPercent * 100);
  return divideRounded(netCents * (10000 + marginBasisPoints) * (100 + VAT_RATE), 10000 * 100);
}

/** Cents to euros for the API (DECISIONS "Money and dates": numbers with at most two decimals). */
export function centsToEuros(cents: number): number {
  assertCents(cents);
  // Dividing an integer by 100 yields the double nearest to the two-decimal value, which prints exactly.
  return cents / 100;
}

/** Euros (as sent by a client or shown in the API) to integer cents, tolerant of binary float noise. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`euros must be a finite number, got ${euros}`);
  // 1.005 * 100 is 100.49999999999999 in binary floating point; toPrecision(12) restores 100.5 first.
  const cents = Math.round(Math.abs(Number((euros * 100).toPrecision(12))));
  return euros < 0 && cents !== 0 ? -cents : cents;
}
