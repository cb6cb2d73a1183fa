/**
 * The product-list view without zod (SPEC.md 2.4 query parameters, section 9 sort options and page
 * size): what the catalog components need in the browser. The schemas that read and check a query
 * live in product-query.ts.
 */
import { encodeFeatureChoices, type FeatureChoice } from "./feature-filters";

/** SPEC 9: page size 20; "Mehr anzeigen" adds 20. */
export const PAGE_SIZE = 20;
export { MAX_SEARCH_LENGTH } from "./search-length";

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

/**
 * SPEC 9: relevance only with a search, bestseller only without. A search with more matches than are
 * ranked (EXACT_COUNT_LIMIT) is ordered by bestseller, so its first option says so.
 */
export function sortOptions(hasSearch: boolean, relevanceRanked = true): { value: SortValue; label: string }[] {
  return SORT_VALUES.filter((v) => (hasSearch ? v !== "bestseller" : v !== "relevance")).map((value) => ({
    value,
    label: value === "relevance" && !relevanceRanked ? SORT_LABELS.bestseller : SORT_LABELS[value],
  }));
}

/**
 * Searches count (and rank by relevance) exactly up to this many matches; above it the count is an
 * estimate and the order is by bestseller (lib/server/shop/catalog.ts says why).
 */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * A list without a search counts exactly up to this many articles (a count over a LIMIT of one more);
 * above it the answer says "über 10.000 Artikel" (issue 47). Counting all of a category of 100,000
 * articles would cost a pass over all of them on every page.
 */
export const COUNT_BOUND = 10_000;

/**
 * The result count under the list title: exact, or "über …" with the bound the matches exceed when
 * there are more than are counted (`count` is then that bound, never an estimate).
 */
export function resultCountText(count: number, exact: boolean): string {
  if (!exact) return `über ${count.toLocaleString("de-DE")} Artikel`;
  return count === 1 ? "1 Artikel" : `${count.toLocaleString("de-DE")} Artikel`;
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

/** What the product-list URL can say (SPEC 2.4 plus `sort`); prices in euros as typed. */
export type ListParams = {
  categoryId?: number;
  subCategoryId?: number;
  search?: string;
  ids?: number[];
  brandIds?: number[];
  startPrice?: number;
  endPrice?: number;
  /** Feature filters (issue 32), e.g. Breite 60 cm. */
  features?: FeatureChoice[];
  referrer?: string;
  sort?: SortValue;
};

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
  if (p.features?.length) s.set("features", encodeFeatureChoices(p.features));
  if (p.referrer) s.set("referrer", p.referrer);
  if (p.sort) s.set("sort", p.sort);
  const q = s.toString();
  return q ? `?${q}` : "";
}

/**
 * The asProducts input as the query string carries it (every value a text); product-query.ts reads it
 * (its ProductQueryInput, which this type must fit).
 */
export type ListApiInput = {
  offset: string;
  limit: string;
  sortingField: SortingField;
  sortingDir: SortingDir;
  shopClientView: "true" | "false";
  after?: string;
  categoryId?: string;
  subCategoryId?: string;
  search?: string;
  ids?: string;
  brandIds?: string;
  startPrice?: string;
  endPrice?: string;
  features?: string;
};

/** The asProducts input for a list view and a page. */
export function listParamsToApiInput(p: ListParams, page: { offset: number; limit: number; after?: string }, shopClientView: boolean): ListApiInput {
  const sort = p.sort ?? defaultSort(!!p.search);
  const { sortingField, sortingDir } = sortToFields(sort);
  const input: ListApiInput = {
    offset: String(page.offset),
    limit: String(page.limit),
    sortingField,
    sortingDir,
    shopClientView: shopClientView ? "true" : "false",
  };
  if (page.after) input.after = page.after;
  if (p.categoryId) input.categoryId = String(p.categoryId);
  if (p.subCategoryId) input.subCategoryId = String(p.subCategoryId);
  if (p.search) input.search = p.search;
  if (p.ids?.length) input.ids = p.ids.join(",");
  if (p.brandIds?.length) input.brandIds = p.brandIds.join(",");
  if (p.startPrice !== undefined) input.startPrice = String(p.startPrice);
  if (p.endPrice !== undefined) input.endPrice = String(p.endPrice);
  if (p.features?.length) input.features = encodeFeatureChoices(p.features);
  return input;
}
