/**
 * Shipments and desired delivery dates.
 *
 * SPEC 4 "Checkout": delivery is grouped into several shipments, each with min and max dates; the
 * default desired date is the latest maximum shipment date plus 2 weeks, or the minimum plus 2 weeks;
 * none when the provider's shipping time is used. SPEC 1: a desired date up to 1 year ahead.
 * SPEC 5: desired dates before the earliest allowed date are blocked. SPEC 3: desiredDeliveryDate is
 * a number YYYYMMDD or null (= as soon as possible).
 */
import { addDays, addYears, isAfter, isBefore, isWeekend, startOfDay } from "date-fns";
import { formatDate, isValidYyyymmdd, yyyymmddToDate } from "../platform/format";
import { addWorkingDays, GERMANY, nextWorkingDayFrom, publicHolidayName } from "../platform/working-days";

/** Shipping time of a product in working days; maxDays null when only a minimum is known ("ab 3 Tagen"). */
export interface ShippingTime {
  minDays: number;
  maxDays: number | null;
}

export interface ShipmentItem {
  id: string;
  provider: string;
  /** null when nothing is known about the shipping time. */
  shippingTime: ShippingTime | null;
  /** The provider's shipping time text (Product.shippingTimeProvider), shown instead of dates. */
  shippingTimeProvider?: string | null;
  /** The day the item can leave the supplier when it waits for a restock (lib/domain/shop/availability.ts); else today. */
  availableFrom?: Date | null;
}

export interface ShipmentGroup {
  provider: string;
  itemIds: string[];
  /** Earliest arrival; null when no item of the group has a known shipping time. */
  minDate: Date | null;
  /** Latest arrival; null when unknown (an item without a maximum or without a shipping time). */
  maxDate: Date | null;
  /** True when at least one item has no own shipping time, so the group shows the provider's text. */
  usesProviderShippingTime: boolean;
  shippingTimeProvider: string | null;
}

/** Two weeks added to the latest shipment date for the default desired date (SPEC 4, SPEC 9). */
export const DEFAULT_DESIRED_DATE_BUFFER_DAYS = 14;

export const DESIRED_DATE_MESSAGES = {
  invalid: "Das Wunschlieferdatum ist kein gültiges Datum.",
  tooEarly: "Das Wunschlieferdatum liegt vor dem frühestmöglichen Liefertermin.",
  tooLate: "Das Wunschlieferdatum darf höchstens ein Jahr in der Zukunft liegen.",
  weekend: "Am Wochenende wird nicht geliefert. Bitte wählen Sie einen Werktag (Montag bis Freitag).",
  holiday: (date: string, name: string) => `Am ${date} (${name}) wird nicht geliefert. Bitte wählen Sie einen Werktag.`,
} as const;

/** Parses shipping times like "3-5", "3 - 5 Tage", "7" or "ab 3"; null when there is no number. */
export function parseShippingTime(text: string | null | undefined): ShippingTime | null {
  if (!text) return null;
  const numbers = text.match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return null;
  if (numbers.length === 1) {
    // "ab 3" names a minimum only; a bare "7" is an exact time.
    return /^\s*ab\b/i.test(text) ? { minDays: numbers[0], maxDays: null } : { minDays: numbers[0], maxDays: numbers[0] };
  }
  const [a, b] = numbers;
  return { minDays: Math.min(a, b), maxDays: Math.max(a, b) };
}

function latest(dates: (Date | null)[]): Date | null {
  let result: Date | null = null;
  for (const date of dates) if (date && (!result || isAfter(date, result))) result = date;
  return result;
}

/**
 * Groups cart items into one shipment per provider. A shipment arrives when its slowest item is ready,
 * so its dates are the latest item dates. Shipping times are working days of the delivery country
 * (lib/domain/platform/working-days.ts). A group whose provider's general shipping time applies still has the
 * dates of its known times (the earliest desired date needs them); it only gets no default date.
 */
export function groupShipments(items: ShipmentItem[], today: Date, country: string = GERMANY): ShipmentGroup[] {
  const base = startOfDay(today);
  const groups = new Map<string, ShipmentItem[]>();
  for (const item of items) {
    const list = groups.get(item.provider) ?? [];
    list.push(item);
    groups.set(item.provider, list);
  }
  return [...groups].map(([provider, list]) => {
    const usesProviderShippingTime = list.some((item) => item.shippingTime === null || !!item.shippingTimeProvider);
    // An item waiting for a restock counts its shipping time from its restock date.
    const startOf = (item: ShipmentItem) => (item.availableFrom && isAfter(item.availableFrom, base) ? startOfDay(item.availableFrom) : base);
    const timed = list.filter((item): item is ShipmentItem & { shippingTime: ShippingTime } => item.shippingTime !== null);
    const minDate = latest(timed.map((item) => addWorkingDays(startOf(item), item.shippingTime.minDays, country)));
    const anyMaxUnknown = timed.length < list.length || timed.some((item) => item.shippingTime.maxDays === null);
    const maxDate = anyMaxUnknown
      ? null
      : latest(timed.map((item) => addWorkingDays(startOf(item), item.shippingTime.maxDays ?? item.shippingTime.minDays, country)));
    return {
      provider,
      itemIds: list.map((item) => item.id),
      minDate,
      maxDate,
      usesProviderShippingTime,
      shippingTimeProvider: list.find((item) => item.shippingTimeProvider)?.shippingTimeProvider ?? null,
    };
  });
}

/**
 * Earliest date a customer may choose: the latest minimum date of the shipments, since one desired
 * date must suit every shipment. Without any known minimum the next working day after today, because
 * a same-day delivery cannot be promised.
 */
export function earliestDesiredDate(today: Date, groups: ShipmentGroup[], country: string = GERMANY): Date {
  return latest(groups.map((g) => g.minDate)) ?? addWorkingDays(today, 1, country);
}

/**
 * Default desired date (SPEC 4, SPEC 9): latest maximum shipment date plus 2 weeks; a shipment without
 * a maximum counts with its minimum. None (null) when any shipment uses the provider's shipping time,
 * because then no date is known.
 */
export function defaultDesiredDate(groups: ShipmentGroup[], country: string = GERMANY): Date | null {
  if (groups.length === 0 || groups.some((g) => g.usesProviderShippingTime || !g.minDate)) return null;
  const reference = latest(groups.map((g) => g.maxDate ?? g.minDate));
  // Two weeks later is the same weekday, but may be a holiday: then the next working day.
  return reference ? nextWorkingDayFrom(addDays(reference, DEFAULT_DESIRED_DATE_BUFFER_DAYS), country) : null;
}

/** Last day a desired date may name: one year from today (SPEC 1). */
export function latestDesiredDate(today: Date): Date {
  return addYears(startOfDay(today), 1);
}

/**
 * Checks a desired delivery date (YYYYMMDD or null = as soon as possible). Returns null when fine,
 * else the German message. Both bounds are inclusive; the day must be a working day of the delivery
 * country. The checkout's calendar and the order submit both ask this.
 */
export function validateDesiredDate(desired: number | null, today: Date, earliest: Date, country: string = GERMANY): string | null {
  if (desired === null) return null;
  if (!isValidYyyymmdd(desired)) return DESIRED_DATE_MESSAGES.invalid;
  const date = yyyymmddToDate(desired);
  if (isBefore(date, startOfDay(earliest))) return DESIRED_DATE_MESSAGES.tooEarly;
  if (isAfter(date, latestDesiredDate(today))) return DESIRED_DATE_MESSAGES.tooLate;
  if (isWeekend(date)) return DESIRED_DATE_MESSAGES.weekend;
  const holiday = publicHolidayName(date, country);
  if (holiday) return DESIRED_DATE_MESSAGES.holiday(formatDate(date), holiday);
  return null;
}

/** The earliest desired date of one item: its shipment's minimum, or the next working day. */
export function earliestDesiredDateOf(itemId: string, today: Date, groups: ShipmentGroup[], country: string = GERMANY): Date {
  const group = groups.find((g) => g.itemIds.includes(itemId));
  return earliestDesiredDate(today, group ? [group] : [], country);
}

/**
 * A shipment's expected delivery as checkout states it: "Voraussichtlich am 22.01.2027" when both ends
 * are the same day, else "Voraussichtlich zwischen … und …", "Frühestens am …" without an end; "" without dates.
 */
export function expectedDeliveryText(g: Pick<ShipmentGroup, "minDate" | "maxDate">): string {
  if (g.minDate && g.maxDate) {
    const from = formatDate(g.minDate);
    const to = formatDate(g.maxDate);
    return from === to ? `Voraussichtlich am ${from}` : `Voraussichtlich zwischen ${from} und ${to}`;
  }
  return g.minDate ? `Frühestens am ${formatDate(g.minDate)}` : "";
}
