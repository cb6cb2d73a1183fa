import { z } from "zod";
import type { BmecatTransaction } from "./bmecat-article";

/**
 * Catalog import from a CSV file (issue 32), for operators without BMEcat: a column mapping names which
 * CSV column holds which shop field; each row becomes an article that passes the same checks, staging
 * and apply as a BMEcat article (lib/server/operator/csv-stage.ts). German Excel writes `;` and decimal
 * commas, so both delimiters and both decimal notations are read.
 */

/** The shop fields a CSV column can fill, in the order the mapping step shows them. */
export const CSV_FIELDS = ["article", "ean", "name", "description", "brand", "category", "subcategory", "priceNet", "deliveryDays"] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** German labels of the shop fields (mapping step, error reports). */
export const CSV_FIELD_LABELS: Record<CsvField, string> = {
  article: "Artikelnummer",
  ean: "EAN",
  name: "Bezeichnung",
  description: "Beschreibung",
  brand: "Hersteller",
  category: "Kategorie",
  subcategory: "Unterkategorie",
  priceNet: "Preis netto",
  deliveryDays: "Lieferzeit (Arbeitstage)",
};

/** The mapping used without one: the German headers a shop export has. */
export const DEFAULT_CSV_MAPPING: CsvMapping = {
  article: "Artikelnummer",
  ean: "EAN",
  name: "Bezeichnung",
  description: "Beschreibung",
  brand: "Hersteller",
  category: "Kategorie",
  subcategory: "Unterkategorie",
  priceNet: "Preis netto",
  deliveryDays: "Lieferzeit Tage",
};

/** A column header that names a feature: "Merkmal:Breite (cm)" is the feature Breite with unit cm. */
export const FEATURE_PREFIX = "Merkmal:";

const header = z.string().trim().min(1, { error: "Spaltenname fehlt" }).max(200, { error: "Spaltenname ist länger als 200 Zeichen" });

/**
 * `{ "<shop field>": "<CSV header>" }`; `article` is required, every other field optional (absent: not
 * imported). `features` lists further columns read as features besides those named "Merkmal:…".
 */
export const csvMappingSchema = z
  .strictObject(
    {
      article: header,
      ean: header.optional(),
      name: header.optional(),
      description: header.optional(),
      brand: header.optional(),
      category: header.optional(),
      subcategory: header.optional(),
      priceNet: header.optional(),
      deliveryDays: header.optional(),
      features: z.array(header).max(300, { error: "Höchstens 300 Merkmalspalten" }).optional(),
    },
    {
      error: (iss) => (iss.code === "unrecognized_keys" ? `Unbekanntes Feld in der Zuordnung: ${iss.keys.join(", ")}` : "Die Zuordnung ist ungültig"),
    },
  )
  .refine((m) => !m.subcategory || m.category, { error: "Eine Unterkategorie braucht auch die Spalte der Kategorie", path: ["subcategory"] });
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** The mapping as the `mapping` query parameter carries it: JSON text. */
export const csvMappingParamSchema = z
  .string()
  .max(20_000, { error: "Die Zuordnung ist zu lang" })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "Die Zuordnung (mapping) ist kein gültiges JSON" });
      return z.NEVER;
    }
  })
  .pipe(csvMappingSchema);

/** A full load withdraws every article the file does not name; a delta only adds and changes. */
export const CSV_MODES = ["full", "delta"] as const;
export type CsvMode = (typeof CSV_MODES)[number];
export const csvModeSchema = z.enum(CSV_MODES, { error: "Unbekannter Modus. Erlaubt sind „full“ und „delta“." });

/** The BMEcat transaction a CSV import stands for: full load T_NEW_CATALOG, delta T_UPDATE_PRODUCTS. */
export function csvTransaction(mode: CsvMode): BmecatTransaction {
  return mode === "full" ? "T_NEW_CATALOG" : "T_UPDATE_PRODUCTS";
}

/** `;` or `,`: whichever the header line has more of outside quotes (`;` when equal, as German Excel writes). */
export function detectDelimiter(headerLine: string): ";" | "," {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ";") semicolons++;
    else if (!quoted && ch === ",") commas++;
  }
  return commas > semicolons ? "," : ";";
}

/**
 * A price as written in a CSV: "1.299,00", "1299,00", "1299.00", "1,299.00", "1 299,00" or "1299". With
 * both marks the last one is the decimal separator; with a comma only, the comma is; with a point
 * only, the point is; points, commas and spaces before the decimal separator group thousands. Answers the BMEcat notation ("1299.00") or null when it is no amount;
 * a German "1.299" (meant as 1,299 euros) is refused, never read as 1.30 euros.
 */
export function csvAmount(text: string): string | null {
  let s = text
    .trim()
    .replace(/\s*(€|EUR)$/i, "")
    .replace(/[\s\u00a0]/g, "");
  if (s.includes(",") && s.includes(".") && s.lastIndexOf(".") > s.lastIndexOf(",")) {
    if (!/^\d{1,3}(,\d{3})*(\.\d+)?$/.test(s)) return null;
    s = s.replace(/,/g, "");
  } else if (s.includes(",")) {
    if (!/^\d{1,3}(\.\d{3})*(,\d+)?$/.test(s) && !/^\d+(,\d+)?$/.test(s)) return null;
    s = s.replace(/\./g, "").replace(",", ".");
  } else if (!/^\d+(\.\d+)?$/.test(s)) return null;
  // A point followed by exactly three digits and nothing else ("1.299") is the German thousands mark,
  // never 1.30 euros: refused. Other amounts with more than two decimals are rounded by the one rule
  // of BMEcat and CSV (roundedCents, with a warning naming both values).
  if (/^\d{1,3}\.\d{3}$/.test(text.trim().replace(/\s*(€|EUR)$/i, ""))) return null;
  return s;
}

/** Delivery time in working days: "5", "3-5", "3–5" or "3 bis 5". Null when it is none of these. */
export function csvDeliveryDays(text: string): { min: number; max: number } | null {
  const m = /^(\d{1,3})(?:\s*(?:-|–|bis)\s*(\d{1,3}))?$/i.exec(text.trim());
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  if (max < min || max > 365) return null;
  return { min, max };
}

/** "Merkmal:Breite (cm)" -> Breite, cm; a plain header (a `features` column) is its own name. */
export function featureOfHeader(text: string): { name: string; unit: string | null } {
  const bare = text.startsWith(FEATURE_PREFIX) ? text.slice(FEATURE_PREFIX.length) : text;
  const m = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(bare.trim());
  return m && m[1] ? { name: m[1].trim(), unit: m[2].trim() } : { name: bare.trim(), unit: null };
}

/** The BMEcat element a check names, as the shop field of a CSV mapping (so a report names the column). */
const FIELD_OF_ELEMENT: Record<string, CsvField> = {
  SUPPLIER_PID: "article",
  PRODUCT: "article",
  INTERNATIONAL_PID: "ean",
  DESCRIPTION_SHORT: "name",
  DESCRIPTION_LONG: "description",
  MANUFACTURER_NAME: "brand",
  PRICE: "priceNet",
  PRICE_AMOUNT: "priceNet",
  DELIVERY_TIME: "deliveryDays",
  PRODUCT_TO_CATALOGGROUP_MAP: "category",
  CATALOG_GROUP_ID: "category",
};

/** The CSV column an error names: the mapped header of the element's field, else the element as it is. */
export function csvColumnOf(element: string | undefined, mapping: CsvMapping): string | undefined {
  if (!element) return element;
  const field = FIELD_OF_ELEMENT[element];
  if (!field) return element;
  const column = mapping[field];
  return typeof column === "string" ? column : CSV_FIELD_LABELS[field];
}

/** A BMEcat check's message without its element name in parentheses ("Kurzbeschreibung (DESCRIPTION_SHORT) fehlt"). */
export function csvMessage(message: string): string {
  return message.replace(/\s*\((?:[A-Z_]+|price_type)\)/g, "");
}

/** The mapping step's first choice per field: the detected header that equals the default's (case-insensitive). */
export function prefilledMapping(headers: readonly string[]): Partial<Record<CsvField, string>> {
  const out: Partial<Record<CsvField, string>> = {};
  for (const field of CSV_FIELDS) {
    const wanted = DEFAULT_CSV_MAPPING[field];
    const found = wanted ? headers.find((h) => h.trim().toLowerCase() === wanted.toLowerCase()) : undefined;
    if (found) out[field] = found;
  }
  return out;
}

/**
 * The column headers of a CSV's first line (quotes and doubled quotes as csv-parse reads them), for the
 * mapping step in the browser before anything is sent.
 */
export function csvHeaders(text: string): string[] {
  const bare = text.replace(/^\uFEFF/, "");
  const delimiter = detectDelimiter(bare.split(/\r?\n/, 1)[0] ?? "");
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < bare.length; i++) {
    const ch = bare[i];
    if (quoted) {
      if (ch === '"' && bare[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      out.push(cell.trim());
      cell = "";
    } else if (ch === "\n" || ch === "\r") break;
    else cell += ch;
  }
  out.push(cell.trim());
  return out.filter((h, i) => h !== "" || i < out.length - 1);
}
