/**
 * The master dashboard's metrics (SPEC.md 2.2, 3 "Stats response", 9 "Lead metric types") and the
 * rules that turn the per-store, per-month aggregates of the database into totals, the chart and the
 * rankings. The SQL that produces the aggregates lives in lib/server/console/proposal-figures.ts; the definitions below
 * are what it counts, and docs/console.md "Statistics" writes them down for people.
 */
import { addYears, isAfter, isBefore, isValid, parseISO } from "date-fns";
import { berlinIsoDay } from "../platform/berlin-day";
import { ISO_DAY_PATTERN, isIsoDay } from "../platform/iso-day-rule";
import { MAX_RANGE_YEARS, MONTH_ABBREVIATIONS, RANGE_MESSAGES } from "../platform/dashboard-range";
import { PROPOSAL_DATES, type ProposalDate, type ProposalMonthCount } from "@/lib/domain/console/proposal-months";

/** SPEC 9: requested, accepted, appointments, sold. */
export const METRICS = PROPOSAL_DATES;
export type Metric = ProposalDate;

/** Labels of the metric switch (SPEC 9 / 2.2). */
export const METRIC_LABELS: Record<Metric, string> = {
  requested: "ANFRAGEN",
  accepted: "ANGEBOTE",
  appointments: "TERMINE",
  sold: "UMSATZ",
};

/** The four tiles of SPEC 2.2, in their order, and the metric each one sums. */
export const TILES: { metric: Metric; label: string }[] = [
  { metric: "requested", label: "ERHALTENE ANFRAGEN" },
  { metric: "accepted", label: "BEARBEITETE ANFRAGEN" },
  { metric: "appointments", label: "STUDIOTERMINE" },
  { metric: "sold", label: "UMSATZ" },
];

export const UNKNOWN_METRIC_MESSAGE = "Unbekannte Kennzahl. Erlaubt sind requested, accepted, appointments und sold.";

/*
 * What each metric counts. A proposal counts for a metric in the month (Europe/Berlin) of the date
 * column named here, when that date lies inside the chosen range; stage changes set these columns
 * (Requested/Awaiting -> Received sets accepted_at), so the date columns alone decide.
 * - requested (requested_at): every proposal a studio received, whatever its stage (Requested, Awaiting or Received)
 * - accepted (accepted_at): proposals the studio answered with a planning (stage Received)
 * - appointments (appointment_at): proposals with a confirmed studio visit (Confirmed_Store_Visit_Date__c), past or upcoming
 * - sold (sold_at): revenue: the sale price (sold_price_cents) of proposals that won the opportunity (stage Sold, winning proposal)
 */

export function isMetric(value: unknown): value is Metric {
  return typeof value === "string" && (METRICS as readonly string[]).includes(value);
}

/** One metric of one store (or a sum of stores): the range total and the value per month "YYYY-MM". */
export type MetricValues = { sum: number; months: Record<string, number> };
export type MetricSet = Record<Metric, MetricValues> & { soldCount: number };

/** One aggregate row as the database returns it: a store, a metric, a month, a count and cents. */
export type AggregateRow = ProposalMonthCount;

export function emptyMetricSet(): MetricSet {
  return {
    requested: { sum: 0, months: {} },
    accepted: { sum: 0, months: {} },
    appointments: { sum: 0, months: {} },
    sold: { sum: 0, months: {} },
    soldCount: 0,
  };
}

/**
 * Adds aggregate rows into one metric set. Revenue is added in cents and stays in cents here; the
 * endpoint converts once at the end (DECISIONS "Money and dates": arithmetic in integer cents).
 */
export function addRows(target: MetricSet, rows: Iterable<AggregateRow>): MetricSet {
  for (const row of rows) {
    const value = row.metric === "sold" ? row.cents : row.count;
    const m = target[row.metric];
    m.sum += value;
    m.months[row.month] = (m.months[row.month] ?? 0) + value;
    if (row.metric === "sold") target.soldCount += row.count;
  }
  return target;
}

/** Sums per store, `all` over every store, `selected` over the chosen ones (all when none chosen). */
export function summarize(storeIds: string[], selectedIds: string[], rows: AggregateRow[]) {
  const byStore = new Map(storeIds.map((id) => [id, emptyMetricSet()]));
  for (const row of rows) {
    const set = byStore.get(row.storeId);
    if (set) addRows(set, [row]);
  }
  const all = addRows(
    emptyMetricSet(),
    rows.filter((r) => byStore.has(r.storeId)),
  );
  const chosen = new Set(selectedIds.length ? selectedIds : storeIds);
  const selected = addRows(
    emptyMetricSet(),
    rows.filter((r) => chosen.has(r.storeId)),
  );
  return { byStore, all, selected };
}

/** Every month "YYYY-MM" from the start day's month to the end day's month (days "YYYY-MM-DD"). */
export function monthsBetween(startDay: string, endDay: string): string[] {
  let [y, m] = startDay.split("-").map(Number);
  const [ey, em] = endDay.split("-").map(Number);
  const out: string[] = [];
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, "0")}`);
    if (++m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** SPEC 3 "Chart point": name (month abbreviation) and Total; `month` keeps the year for the tooltip. */
export type ChartPoint = { name: string; month: string; Total: number };

/** One point per month of the range, zero where nothing happened, so the x-axis has no gaps. */
export function chartSeries(months: string[], values: MetricValues): ChartPoint[] {
  return months.map((month) => ({
    name: MONTH_ABBREVIATIONS[Number(month.slice(5, 7)) - 1],
    month,
    Total: values.months[month] ?? 0,
  }));
}

export type RankingEntry = { slug: string; name: string; value: number };

/** Highest value first; ties by name so the order is stable. */
export function rank(entries: RankingEntry[]): RankingEntry[] {
  return [...entries].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, "de"));
}

/**
 * A range bound as the endpoint accepts it (SPEC 7 "startDate, endDate ISO"): a day "YYYY-MM-DD", or
 * an ISO timestamp, which is read as the Berlin calendar day it falls on. Null when malformed.
 */
export function parseStatsDay(value: string): string | null {
  if (ISO_DAY_PATTERN.test(value)) return isIsoDay(value) ? value : null;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? berlinIsoDay(date) : null;
}

/** A day "YYYY-MM-DD" as a local Date for the shared range rules of dashboard-range.ts. */
function localDay(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
}

/**
 * Checks a range of days: null when fine, else the field to blame and the German message of
 * dashboard-range.ts (reversed, more than MAX_RANGE_YEARS years).
 */
export function checkStatsRange(startDay: string, endDay: string): { field: "startDate" | "endDate"; message: string } | null {
  const start = localDay(startDay);
  const end = localDay(endDay);
  if (isAfter(start, end)) return { field: "endDate", message: RANGE_MESSAGES.reversed };
  if (isBefore(addYears(start, MAX_RANGE_YEARS), end)) return { field: "endDate", message: RANGE_MESSAGES.tooLong };
  return null;
}
