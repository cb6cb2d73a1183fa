import { z } from "zod";
import { formatEuro } from "../platform/format";

/**
 * Price lists as the operator and machines maintain them (issue 32 "Prices per studio"): a name, the
 * studios that use the list (slugs; a master's slug covers its children unless a child has its own)
 * and its lines (article by supplier article number or EAN, net price in euros, tier, validity).
 */

export const PRICE_LIST_MAX_LINES = 50_000;
export const PRICE_LIST_MAX_STORES = 1_000;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte ein Datum als JJJJ-MM-TT angeben.")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    "Dieses Datum gibt es nicht.",
  );

export const priceListLineSchema = z
  .object({
    article: z.string().trim().min(1, "Bitte eine Artikelnummer oder EAN angeben.").max(100, "Die Artikelnummer ist zu lang."),
    priceNet: z
      .number({ error: "Der Preis muss eine Zahl sein." })
      .nonnegative("Der Preis darf nicht negativ sein.")
      .max(10_000_000, "Der Preis ist zu hoch.")
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "Der Preis darf höchstens zwei Nachkommastellen haben."),
    fromQuantity: z
      .number({ error: "Die Staffelmenge muss eine Zahl sein." })
      .int("Die Staffelmenge muss eine ganze Zahl sein.")
      .min(1, "Die Staffelmenge muss mindestens 1 sein.")
      .max(999, "Die Staffelmenge darf höchstens 999 sein.")
      .default(1),
    validFrom: isoDay.nullable().default(null),
    validTo: isoDay.nullable().default(null),
  })
  .refine((l) => !l.validFrom || !l.validTo || l.validFrom <= l.validTo, {
    message: "„Gültig bis“ liegt vor „Gültig ab“.",
    path: ["validTo"],
  });

export const priceListUpsertSchema = z.object({
  /** Given: that list is changed. Absent: the list of this name is changed, or a new one made. */
  id: z.uuid("Unbekannte Preisliste.").optional(),
  name: z.string().trim().min(1, "Bitte geben Sie der Preisliste einen Namen.").max(120, "Der Name ist zu lang (höchstens 120 Zeichen)."),
  stores: z
    .array(z.string().trim().min(1).max(100))
    .max(PRICE_LIST_MAX_STORES, `Höchstens ${PRICE_LIST_MAX_STORES} Studios je Preisliste.`)
    .default([]),
  lines: z.array(priceListLineSchema).max(PRICE_LIST_MAX_LINES, `Höchstens ${PRICE_LIST_MAX_LINES.toLocaleString("de-DE")} Zeilen je Preisliste.`),
  /**
   * The operator has seen the warnings (a price of 0,00 €, above the list price or below half of it, priceWarnings) and
   * saves anyway. Without it such a list is not saved: the answer lists the warnings (issue 45).
   */
  confirm: z.boolean({ error: "„confirm“ muss true oder false sein." }).optional().default(false),
});
export type PriceListUpsert = z.output<typeof priceListUpsertSchema>;
export type PriceListLineInputDto = z.input<typeof priceListLineSchema>;

export const priceListIdSchema = z.object({ id: z.uuid("Unbekannte Preisliste.") });

export const priceListLinesQuerySchema = z.object({
  id: z.uuid("Unbekannte Preisliste."),
  search: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(5_000).default(50),
});

/** The 422 message of a line whose article the catalog does not know (1-based line numbers, as people count). */
export function unknownArticleMessage(index: number, article: string): string {
  return `Zeile ${index + 1}: Unbekannter Artikel „${article}“. Nichts wurde gespeichert.`;
}

export function ambiguousArticleMessage(index: number, article: string, count: number): string {
  return `Zeile ${index + 1}: Die Artikelnummer „${article}“ passt zu ${count} Artikeln – bitte die EAN angeben. Nichts wurde gespeichert.`;
}

/** Two lines for the same article, tier and start date: which one counts would be chance. */
export function duplicateLineMessage(index: number, first: number): string {
  return `Zeile ${index + 1}: gleicher Artikel, gleiche Staffel und gleicher Beginn wie Zeile ${first + 1}.`;
}

/** A line saved only when confirmed: free (0,00 €), dearer than the article's list price, or below half of it. */
export type PriceWarning = {
  /** 1-based, as people count. */
  line: number;
  article: string;
  reason: "zero" | "above_list" | "below_half";
  priceNet: number;
  listPriceNet: number;
  message: string;
};

/**
 * The lines of a list that need the operator's confirmation (issue 45: a line of 0,00 € was taken without
 * a word): a price of zero, which gives the article away, and a price above the list price, which the
 * studio would pay more than without a contract (issue 43: a contract price of 1.049,00 € for an article
 * listed at 899 € was saved without a word), and a price below 50 % of the list price, most often a typo
 * (a missing digit, net for gross twice). Pure: `listPriceCents` per line, from the catalog.
 */
export function priceWarnings(lines: readonly { article: string; priceNetCents: number; listPriceCents: number }[]): PriceWarning[] {
  const out: PriceWarning[] = [];
  lines.forEach((l, index) => {
    const base = { line: index + 1, article: l.article, priceNet: l.priceNetCents / 100, listPriceNet: l.listPriceCents / 100 };
    if (l.priceNetCents === 0) {
      out.push({ ...base, reason: "zero", message: `Zeile ${index + 1}: „${l.article}“ kostet ${formatEuro(0)} – der Artikel wäre kostenlos.` });
    } else if (l.priceNetCents > l.listPriceCents) {
      out.push({
        ...base,
        reason: "above_list",
        message: `Zeile ${index + 1}: „${l.article}“ kostet ${formatEuro(l.priceNetCents)} und damit mehr als der Listenpreis ${formatEuro(l.listPriceCents)}.`,
      });
    } else if (l.priceNetCents * 2 < l.listPriceCents) {
      out.push({
        ...base,
        reason: "below_half",
        message: `Zeile ${index + 1}: „${l.article}“ kostet ${formatEuro(l.priceNetCents)} und damit weniger als die Hälfte des Listenpreises ${formatEuro(l.listPriceCents)}.`,
      });
    }
  });
  return out;
}
