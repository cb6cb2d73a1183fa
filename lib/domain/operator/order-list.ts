/**
 * The operator's list of orders (/betrieb → Bestellungen, issue 43): its filters, checked where they
 * enter the server, and the CSV export's columns. Pure.
 */
import { z } from "zod";
import { isoDaySchema } from "../platform/iso-day";
import { csvEuro, csvLine, CSV_BOM } from "../platform/csv";
import { eurosToCents } from "../platform/money";
import { berlinDateTimeText } from "../platform/berlin-time";
import { ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from "../shop/order-status";
import { PAYMENT_STATE_LABELS, PAYMENT_STATES, type OrderPaymentState } from "../shop/payment-state";

/** Orders on one page of the list. */
export const OPERATOR_ORDERS_PAGE = 20;
/** The most orders one CSV export holds (narrow the filters for more). */
export const OPERATOR_ORDERS_EXPORT_MAX = 10_000;

const text = (what: string) =>
  z
    .string({ error: `${what} muss ein Text sein.` })
    .trim()
    .max(100, `${what} ist länger als 100 Zeichen.`)
    .default("");

/** The payment filter: a payment state, or "owing" (open or partly paid: the Übersicht's unpaid orders). */
export const PAYMENT_FILTERS = [...PAYMENT_STATES, "owing"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = { ...PAYMENT_STATE_LABELS, owing: "Offen oder teilweise bezahlt" };

/** Whether an order's payment state passes the payment filter. */
export function paymentMatches(state: OrderPaymentState | undefined, filter: PaymentFilter): boolean {
  return filter === "owing" ? state === "open" || state === "partially_paid" : state === filter;
}

/** The list's filters; every one may be left out (the API client leaves empty ones out). */
const filterFields = z.object({
  /** Order number, customer reference, article number or EAN, studio name or number. */
  search: text("Der Suchbegriff"),
  state: z.enum(ORDER_STATES, { error: "Bitte wählen Sie einen Bestellstatus aus der Liste." }).optional(),
  payment: z.enum(PAYMENT_FILTERS, { error: "Bitte wählen Sie einen Zahlungsstatus aus der Liste." }).optional(),
  /** Studio name or studio number (contains). */
  studio: text("Das Studio"),
  /** First and last day ordered (YYYY-MM-DD, Europe/Berlin), each optional. */
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
});
const dayOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const DAY_ORDER = { message: "Der Zeitraum endet vor seinem Beginn.", path: ["to"] };

export const orderFiltersSchema = filterFields.refine(dayOrder, DAY_ORDER);
export type OrderFilters = z.output<typeof orderFiltersSchema>;

/** The filters as the list's page takes them from its address (a link of the Übersicht); a wrong one is left out. */
export type OrderQueryFilters = { search: string; state: OrderState | ""; payment: PaymentFilter | ""; studio: string; from: string; to: string };

export function filtersFromQuery(query: Record<string, string | string[] | undefined>): OrderQueryFilters {
  const one = (k: string) => {
    const v = query[k];
    return typeof v === "string" ? v : "";
  };
  const field = <T>(schema: z.ZodType<T | undefined>, k: string, empty: T): T => {
    const r = schema.safeParse(one(k) || undefined);
    return r.success && r.data !== undefined ? r.data : empty;
  };
  const f = filterFields.shape;
  const out: OrderQueryFilters = {
    search: field(f.search, "search", ""),
    state: field(f.state, "state", ""),
    payment: field(f.payment, "payment", ""),
    studio: field(f.studio, "studio", ""),
    from: field(f.from, "from", ""),
    to: field(f.to, "to", ""),
  };
  return dayOrder({ from: out.from || undefined, to: out.to || undefined }) ? out : { ...out, from: "", to: "" };
}

/** The filters and the page (its first order's position). */
export const orderListSchema = filterFields
  .extend({
    offset: z.coerce
      .number({ error: "Bitte geben Sie die Seite als Zahl an." })
      .int("Bitte geben Sie die Seite als ganze Zahl an.")
      .min(0, "Bitte geben Sie die Seite ab 0 an.")
      .max(1_000_000, "Diese Seite gibt es nicht.")
      .default(0),
  })
  .refine(dayOrder, DAY_ORDER);

/** One order as the CSV export lists it. */
export type OrderCsvRow = {
  idfs: string;
  createdAt: string;
  studio: { name: string; storeNumber: string };
  customerReference: string | null;
  state: OrderState;
  paymentState: OrderPaymentState;
  /** Euros. */
  net: number;
  vat: number;
  gross: number;
  paid: number;
  outstanding: number;
  lines: number;
};

export const ORDER_CSV_HEADER = [
  "Bestellnummer",
  "Bestellt am",
  "Studio",
  "Studionummer",
  "Kundenreferenz",
  "Status",
  "Zahlungsstatus",
  "Netto (EUR)",
  "MwSt. (EUR)",
  "Brutto (EUR)",
  "Bezahlt (EUR)",
  "Offen (EUR)",
  "Positionen",
] as const;

/** The whole file: byte-order mark, header, one line per order (lib/domain/platform/csv.ts: `;`, Excel-safe fields). */
export function ordersCsv(rows: readonly OrderCsvRow[]): string {
  const lines = rows.map((r) =>
    csvLine([
      r.idfs,
      berlinDateTimeText(r.createdAt),
      r.studio.name,
      r.studio.storeNumber,
      r.customerReference ?? "",
      ORDER_STATE_LABELS[r.state],
      PAYMENT_STATE_LABELS[r.paymentState],
      csvEuro(eurosToCents(r.net)),
      csvEuro(eurosToCents(r.vat)),
      csvEuro(eurosToCents(r.gross)),
      csvEuro(eurosToCents(r.paid)),
      csvEuro(eurosToCents(r.outstanding)),
      r.lines,
    ]),
  );
  return CSV_BOM + csvLine([...ORDER_CSV_HEADER]) + lines.join("");
}
