/**
 * When an order line is late, and by how much (docs/order-status.md "Late"): one rule for the master's
 * dashboard, its „nur verspätete“ filter, `childOpenDeliveries?lateOnly=true` and the studio's orders
 * page. A line still to deliver is late when its desired date has passed, or when its confirmed date lies
 * after the desired one; late by the Berlin working days from the desired date to today or to the
 * confirmed date, whichever is later. A weekend or holiday alone makes nothing late. Pure.
 */
import { berlinWorkingDaysBetween } from "../platform/berlin-working-days";
import { confirmedLater, isOpenDelivery, lineState, ON_TIME, orderState, type LineLateness, type LineStatus, type OrderState } from "./order-state";

export { latenessText, type LineLateness } from "./order-state";

/**
 * A line's lateness. `open` is false for a line delivered or cancelled in full (never late); `desired`,
 * `confirmed` and `today` are YYYYMMDD (today in Europe/Berlin).
 */
export function lineLateness(
  input: { desired: number | null | undefined; confirmed: number | null | undefined; open: boolean },
  today: number,
): LineLateness {
  const { desired, confirmed } = input;
  if (!input.open || desired == null) return ON_TIME;
  const overdue = desired < today;
  const confirmedLater = confirmed != null && confirmed > desired;
  if (!overdue && !confirmedLater) return ON_TIME;
  const end = Math.max(overdue ? today : 0, confirmedLater ? confirmed : 0);
  const workingDays = berlinWorkingDaysBetween(desired, end);
  if (workingDays === 0) return ON_TIME;
  return { workingDays, why: confirmedLater && confirmed >= today ? "confirmedLater" : "overdue" };
}

/** The most late of several lines (an order is as late as its latest line). */
export function latest(lines: readonly LineLateness[]): LineLateness {
  return lines.reduce((a, b) => (b.workingDays > a.workingDays ? b : a), ON_TIME);
}

/** What an open order shows on the master's dashboard: its state, the earliest dates and whether it is late. */
export type OpenDeliverySummary = {
  state: OrderState;
  /** The earliest confirmed date (YYYYMMDD) of its lines still to deliver, null when none is confirmed. */
  earliestConfirmed: number | null;
  /** The earliest desired date (YYYYMMDD) of its lines still to deliver, null when none was asked for. */
  earliestDesired: number | null;
  /** A line still to deliver is late (lib/domain/shop/late-delivery.ts). */
  late: boolean;
  /** By how many Berlin working days its latest line is late (0 when on time), and why. */
  lateWorkingDays: number;
  lateWhy: LineLateness["why"];
  /** A line still to deliver is confirmed for later than its desired date (the date shows red). */
  confirmedLater: boolean;
};

/**
 * The summary of an order's lines (`desired` per line, in the order of `lines`), or null when the
 * order is not open (every line delivered or cancelled). Lines already delivered or cancelled do not
 * count for the dates or for "late". `today` is YYYYMMDD in Europe/Berlin.
 */
export function openDeliverySummary(
  lines: readonly LineStatus[],
  desired: readonly (number | null | undefined)[],
  today: number,
): OpenDeliverySummary | null {
  const states = lines.map(lineState);
  const state = orderState(states);
  if (!isOpenDelivery(state)) return null;
  const open = lines.map((l, i) => ({ l, desired: desired[i] ?? null })).filter((_, i) => isOpenDelivery(states[i]));
  const min = (xs: (number | null)[]) => xs.reduce<number | null>((m, x) => (x !== null && (m === null || x < m) ? x : m), null);
  const lateness = latest(open.map((x) => lineLateness({ desired: x.desired, confirmed: x.l.confirmedDate, open: true }, today)));
  return {
    state,
    earliestConfirmed: min(open.map((x) => x.l.confirmedDate)),
    earliestDesired: min(open.map((x) => x.desired)),
    late: lateness.workingDays > 0,
    lateWorkingDays: lateness.workingDays,
    lateWhy: lateness.why,
    confirmedLater: open.some((x) => confirmedLater(x.desired, x.l.confirmedDate)),
  };
}
