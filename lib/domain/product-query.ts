/**
 * The product-list query (SPEC.md 2.4 query parameters, section 7 `asProducts`, section 9 sort options
 * and page size), shared by the endpoint (strict: bad input is a 400 naming the field) and by the
 * product-list page (lenient: a broken link parameter is dropped, the page still renders).
 */
import { z } from "zod";
import { eurosToCents } from "./money";

/** SPEC 9: page size 20; "Mehr anzeigen" adds 20. */
export const PAGE_SIZE = 20;
export const MAX_LIMIT = 100;
/** A cart holds at most 200 lines (cart-schema), so `ids` never needs more. */
export const MAX_IDS = 200;
export const MAX_SEARCH_LENGTH = 200;
/** PostgreSQL integer columns end here; larger ids would be a database error, not "not found". */
const MAX_INT = 2_147_483_647;
/** 1 million euros is far above any kitchen appliance; keeps cents inside the integer range. */
const MAX_PRICE_EUROS = 1_000_000;

export const SORT_VALUES = ["relevance", "bestseller", "priceKaNetAsc", "priceKaNetDesc", "nameAsc", "nameDesc"] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export type SortingField = "relevance" | "bestseller" | "priceKaNet" | "name";
export type SortingDir = "asc" | "desc";

const SORT_LABELS: Record<SortValue, string> = {
  relevance: "Relevanz",
  bestseller: "Bestseller",
  priceKaNetAsc: "Preis aufsteigend",
  priceKaNetDesc: "Preis absteigend",
  nameAsc: "Name A–Z",
  nameDesc: "Name Z–A",
};

/** SPEC 9: relevance only with a search, bestseller only without. */
export function sortOptions(hasSearch: boolean): { value: SortValue; label: string }[] {
  return SORT_VALUES.filter((v) => (hasSearch ? v !== "bestseller" : v !== "relevance")).map((value) => ({ value, label: SORT_LABELS[value] }));
}

export function defaultSort(hasSearch: boolean): SortValue {
  return hasSearch ? "relevance" : "bestseller";
}

/** The sort option as the endpoint's sortingField/sortingDir pair. */
export function sortToFields(sort: SortValue): { sortingField: SortingField; sortingDir: SortingDir } {
  switch (sort) {
    case "priceKaNetAsc":
      return { sortingField: "priceKaNet", sortingDir: "asc" };
    case "priceKaNetDesc":
      return { sortingField: "priceKaNet", sortingDir: "desc" };
    case "nameAsc":
      return { sortingField: "name", sortingDir: "asc" };
    case "nameDesc":
      return { sortingField: "name", sortingDir: "desc" };
    default:
      return { sortingField: sort, sortingDir: sort === "relevance" ? "desc" : "asc" };
  }
}

/** Relevance without a search term means nothing; fall back to the default of the situation. */
export function effectiveSort(field: SortingField | undefined, dir: SortingDir | undefined, hasSearch: boolean): { field: SortingField; dir: SortingDir } {
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
};

export const productQueryShape = {
  ...productFilterShape,
  shopClientView: flag.optional(),
  offset: wholeNumber("offset", 0, 1_000_000).optional(),
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

/** What the product-list URL can say (SPEC 2.4 plus `sort`); prices in euros as typed. */
export type ListParams = {
  categoryId?: number;
  subCategoryId?: number;
  search?: string;
  ids?: number[];
  brandIds?: number[];
  startPrice?: number;
  endPrice?: number;
  referrer?: string;
  sort?: SortValue;
};

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function read(raw: RawParams, key: string): string | undefined {
  const v = raw instanceof URLSearchParams ? raw.get(key) ?? undefined : raw[key];
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
  out.search = search ? search : undefined;
  out.ids = pick("ids", productFilterShape.ids);
  out.brandIds = pick("brandIds", productFilterShape.brandIds);
  const start = pick("startPrice", productFilterShape.startPrice);
  const end = pick("endPrice", productFilterShape.endPrice);
  // A reversed range from a hand-edited link: keep the lower bound only.
  out.startPrice = start === undefined ? undefined : start / 100;
  out.endPrice = end === undefined || (start !== undefined && end < start) ? undefined : end / 100;
  out.referrer = pick("referrer", z.string().max(40).regex(/^[a-z-]+$/));
  const sort = pick("sort", z.enum(SORT_VALUES));
  out.sort = sort && sortOptions(!!out.search).some((o) => o.value === sort) ? sort : undefined;
  for (const k of Object.keys(out) as (keyof ListParams)[]) if (out[k] === undefined) delete out[k];
  return out;
}

/** The URL query of a list view, in a stable order, so equal views have equal URLs. */
export function listParamsToQuery(p: ListParams): string {
  const s = new URLSearchParams();
  if (p.categoryId) s.set("categoryId", String(p.categoryId));
  if (p.subCategoryId) s.set("subCategoryId", String(p.subCategoryId));
  if (p.search) s.set("search", p.search);
  if (p.ids?.length) s.set("ids", p.ids.join(","));
  if (p.brandIds?.length) s.set("brandIds", p.brandIds.join(","));
  if (p.startPrice !== undefined) s.set("startPrice", String(p.startPrice));
  if (p.endPrice !== undefined) s.set("endPrice", String(p.endPrice));
  if (p.referrer) s.set("referrer", p.referrer);
  if (p.sort) s.set("sort", p.sort);
  const q = s.toString();
  return q ? `?${q}` : "";
}

/** The asProducts input (all text, as the query string carries it) for a list view and a page. */
export function listParamsToApiInput(p: ListParams, page: { offset: number; limit: number }, shopClientView: boolean): Record<string, string> {
  const sort = p.sort ?? defaultSort(!!p.search);
  const { sortingField, sortingDir } = sortToFields(sort);
  const input: Record<string, string> = { offset: String(page.offset), limit: String(page.limit), sortingField, sortingDir, shopClientView: String(shopClientView) };
  if (p.categoryId) input.categoryId = String(p.categoryId);
  if (p.subCategoryId) input.subCategoryId = String(p.subCategoryId);
  if (p.search) input.search = p.search;
  if (p.ids?.length) input.ids = p.ids.join(",");
  if (p.brandIds?.length) input.brandIds = p.brandIds.join(",");
  if (p.startPrice !== undefined) input.startPrice = String(p.startPrice);
  if (p.endPrice !== undefined) input.endPrice = String(p.endPrice);
  return input;
}
