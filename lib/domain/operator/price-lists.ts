import { z } from "zod";

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
