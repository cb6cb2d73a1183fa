/**
 * The product-list query (SPEC.md 2.4 query parameters, section 7 `asProducts`, section 9 sort options
 * and page size), shared by the endpoint (strict: bad input is a 400 naming the field) and by the
 * product-list page (lenient: a broken link parameter is dropped, the page still renders).
 * The zod-free parts the browser needs (sort options, the list URL) live in list-params.ts.
 */
import { z } from "zod";
import { MAX_SEARCH_LENGTH, SORT_VALUES, sortOptions, type ListParams, type SortingDir, type SortingField } from "./list-params";
import { eurosToCents } from "../platform/money";
import { hasHostileChars } from "../platform/hostile-text";
import { MAX_CURSOR_LENGTH } from "./list-cursor";
import { MAX_FEATURE_CHOICES, MAX_FEATURE_TEXT, parseFeatureChoices, type FeatureChoice } from "./feature-filters";

export const MAX_LIMIT = 100;
/** A cart holds at most 200 lines (cart-schema), so `ids` never needs more. */
export const MAX_IDS = 200;
/** PostgreSQL integer columns end here; larger ids would be a database error, not "not found". */
const MAX_INT = 2_147_483_647;
/** 1 million euros is far above any kitchen appliance; keeps cents inside the integer range. */
const MAX_PRICE_EUROS = 1_000_000;

/** Relevance without a search term means nothing; fall back to the default of the situation. */
export function effectiveSort(
  field: SortingField | undefined,
  dir: SortingDir | undefined,
  hasSearch: boolean,
): { field: SortingField; dir: SortingDir } {
  if (!field || (field === "relevance" && !hasSearch)) return { field: hasSearch ? "relevance" : "bestseller", dir: hasSearch ? "desc" : "asc" };
  return { field, dir: dir ?? (field === "relevance" ? "desc" : "asc") };
}

// ---- strict schema of the endpoint (every value arrives as a query-string text) ----

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, `${label} muss eine ganze Zahl sein.`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} muss mindestens ${min} sein.`).max(max, `${label} darf höchstens ${max} sein.`));

const idList = (label: string) =>
  z
    .string()
    .trim()
    // MAX_IDS numbers of up to ten digits, with their commas.
    .max(MAX_IDS * 11, `${label} darf höchstens ${MAX_IDS} Nummern enthalten.`)
    .regex(/^\d{1,10}(,\d{1,10})*$/, `${label} muss eine durch Kommas getrennte Liste von Nummern sein.`)
    .transform((s) => [...new Set(s.split(",").map(Number))])
    .pipe(
      z
        .array(z.number().int().min(1, `${label} enthält eine ungültige Nummer.`).max(MAX_INT, `${label} enthält eine ungültige Nummer.`))
        .max(MAX_IDS, `${label} darf höchstens ${MAX_IDS} Nummern enthalten.`),
    );

const priceParam = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}([.,]\d{1,2})?$/, `${label} muss ein Betrag ab 0 sein (z. B. 149,90).`)
    .transform((s) => Number(s.replace(",", ".")))
    .pipe(z.number().max(MAX_PRICE_EUROS, `${label} darf höchstens ${MAX_PRICE_EUROS} € sein.`))
    .transform(eurosToCents);

const flag = z.enum(["true", "false", "1", "0"], { error: "Erlaubt sind true oder false." }).transform((v) => v === "true" || v === "1");

/** Feature filters as the URL carries them: `Breite:60|Breite:90` (lib/domain/shop/feature-filters.ts). */
const featureParam = z
  .string()
  .max(MAX_FEATURE_CHOICES * (2 * MAX_FEATURE_TEXT + 2), "features ist zu lang.")
  .transform((s, ctx): FeatureChoice[] => {
    const parsed = parseFeatureChoices(s);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: `features muss die Form „Name:Wert|Name:Wert“ haben (höchstens ${MAX_FEATURE_CHOICES} Werte).` });
      return z.NEVER;
    }
    return parsed;
  });

export const searchText = z.string().max(MAX_SEARCH_LENGTH, `Der Suchbegriff darf höchstens ${MAX_SEARCH_LENGTH} Zeichen lang sein.`);

/** The filters of a product query (without paging, sort and the store). */
export const productFilterShape = {
  search: searchText.optional(),
  ids: idList("ids").optional(),
  categoryId: wholeNumber("categoryId", 1, MAX_INT).optional(),
  subCategoryId: wholeNumber("subCategoryId", 1, MAX_INT).optional(),
  brandIds: idList("brandIds").optional(),
  startPrice: priceParam("startPrice").optional(),
  endPrice: priceParam("endPrice").optional(),
  features: featureParam.optional(),
};

export const productQueryShape = {
  ...productFilterShape,
  shopClientView: flag.optional(),
  offset: wholeNumber("offset", 0, 1_000_000).optional(),
  /** The previous page's `meta.next` (lib/domain/shop/list-cursor.ts); where it applies it replaces the offset. */
  after: z
    .string()
    .max(MAX_CURSOR_LENGTH, "after ist zu lang.")
    .regex(/^[A-Za-z0-9_-]+$/, "after ist kein gültiger Fortsetzungswert.")
    .optional(),
  limit: wholeNumber("limit", 1, MAX_LIMIT).optional(),
  sortingField: z.enum(["relevance", "bestseller", "priceKaNet", "name"], { error: "Unbekanntes Sortierfeld." }).optional(),
  sortingDir: z.enum(["asc", "desc"], { error: "Erlaubt sind asc oder desc." }).optional(),
};

/** Rejects a reversed price range, naming endPrice (DECISIONS: 400 naming the field). */
export function checkPriceRange(v: { startPrice?: number; endPrice?: number }, ctx: z.RefinementCtx) {
  if (v.startPrice !== undefined && v.endPrice !== undefined && v.endPrice < v.startPrice) {
    ctx.addIssue({ code: "custom", path: ["endPrice"], message: "Der Höchstpreis darf nicht kleiner als der Mindestpreis sein." });
  }
}

export const productQuerySchema = z.object(productQueryShape).superRefine(checkPriceRange);
export type ProductQuery = z.output<typeof productQuerySchema>;

// ---- the product-list page URL (lenient) ----

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function read(raw: RawParams, key: string): string | undefined {
  const v = raw instanceof URLSearchParams ? (raw.get(key) ?? undefined) : raw[key];
  return Array.isArray(v) ? v[0] : v;
}

/** Reads the page's search params; anything unreadable is dropped instead of failing the page. */
export function parseListParams(raw: RawParams): ListParams {
  const out: ListParams = {};
  const pick = <T>(key: string, schema: z.ZodType<T>): T | undefined => {
    const v = read(raw, key);
    if (v === undefined || v === "") return undefined;
    const r = schema.safeParse(v);
    return r.success ? r.data : undefined;
  };
  out.categoryId = pick("categoryId", productFilterShape.categoryId);
  out.subCategoryId = pick("subCategoryId", productFilterShape.subCategoryId);
  const search = pick("search", searchText)?.trim();
  // The API refuses such text at its boundary (lib/api/serve.ts); the page reads the URL itself.
  out.search = search && !hasHostileChars(search) ? search : undefined;
  out.ids = pick("ids", productFilterShape.ids);
  out.brandIds = pick("brandIds", productFilterShape.brandIds);
  const start = pick("startPrice", productFilterShape.startPrice);
  const end = pick("endPrice", productFilterShape.endPrice);
  // A reversed range from a hand-edited link: keep the lower bound only.
  out.startPrice = start === undefined ? undefined : start / 100;
  out.endPrice = end === undefined || (start !== undefined && end < start) ? undefined : end / 100;
  out.features = pick("features", productFilterShape.features);
  out.referrer = pick(
    "referrer",
    z
      .string()
      .max(40)
      .regex(/^[a-z-]+$/),
  );
  const sort = pick("sort", z.enum(SORT_VALUES));
  out.sort = sort && sortOptions(!!out.search).some((o) => o.value === sort) ? sort : undefined;
  for (const k of Object.keys(out) as (keyof ListParams)[]) if (out[k] === undefined) delete out[k];
  return out;
}
