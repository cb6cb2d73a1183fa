import type { AvailabilityDto } from "./availability";
import type { PackSize } from "./pack-size";
// The catalog as the endpoints answer it (asProducts, asCategories, asBrands, asSearchSuggestions),
// shared by the server and the browser (types only).

/**
 * The prices of a product as one studio sees them (issue 32 "Prices per studio"): the studio's own
 * price (its price list, its master's, or the list price; lib/domain/shop/contract-price.ts).
 */
export type ProductPriceFields = {
  /** The studio's net dealer price at quantity 1, in euros (always net, whatever the customer view). */
  priceKaNet: number;
  /** Price shown in the customer view: gross incl. the store's shopClientMarginPercentage, in euros. */
  priceCustomer: number;
  /** The catalog's list price in euros, present when a price list gives the studio a price of its own. */
  listPriceKaNet?: number;
  /** The studio's net unit price by quantity (ascending, first from 1), present when it has tiers. */
  priceTiers?: { fromQuantity: number; priceKaNet: number }[];
};

/** A product as asProducts returns it (SPEC.md section 3 "Product"). Prices in euros. */
export type ProductDto = ProductPriceFields & {
  _id: string;
  id: number;
  name: string;
  producerId: string;
  ean: string;
  /** Segments separated by "~". */
  description: string;
  images: { s: string; xl: string };
  /** Net shipping per unit in euros. */
  priceShippingNet: number;
  provider: string;
  shippingTime: { minDays: number; maxDays: number | null };
  /** True when the provider's general shipping time applies. */
  shippingTimeProvider: boolean;
  brand: { id: number; name: string };
  categoryId: number;
  subCategoryId: number | null;
  /** The supplier's features in the file's order (e.g. Breite 60 cm); filled where one product is shown (productsByIds). */
  features?: ProductFeatureDto[];
  /** Stock and the delivery promise (lib/domain/shop/availability.ts); "available" when never touched. */
  availability: AvailabilityDto;
  /** Sold from a minimum quantity and in packs (lib/domain/shop/pack-size.ts); absent when ordered piece by piece. */
  packSize?: PackSize;
};

/** One feature of a product (BMEcat FEATURE: FNAME, FVALUE, FUNIT). */
export type ProductFeatureDto = { name: string; value: string; unit: string | null };

/**
 * The search as typed (`from`) and the relaxed search the list answers (`to`); `measure` when the typed
 * search named one ("60 cm"), kept as a preference: whether products carrying it come first (`found`).
 */
export type RelaxedSearchDto = { from: string; to: string; measure?: { text: string; found: boolean } };

/**
 * The product list answer. `countExact` is false when there are more matches than are counted; then
 * `count` is the bound they exceed (COUNT_BOUND for a list, EXACT_COUNT_LIMIT for a search), never an
 * estimate. `relevanceRanked` is false when a search asked for relevance was ordered by bestseller
 * instead. `next` continues the list after this page (keyset paging, lib/domain/shop/list-cursor.ts).
 */
export type ProductListDto = {
  data: ProductDto[];
  meta: {
    count: number;
    brandIds: number[];
    countExact: boolean;
    relevanceRanked: boolean;
    didYouMean?: DidYouMeanDto;
    /** Set when no product matched every word and the list answers a relaxed search (lib/domain/shop/search-relax.ts). */
    relaxed?: RelaxedSearchDto;
    /** The cursor after this page's last row, when the list's order allows keyset paging; sent back as `after`. */
    next?: string;
  };
};

/**
 * "Meinten Sie …?" for a search without results (issue 17): a spelling that finds products under the
 * same filters and/or the catalog category nearest to what was typed. Only present when the search
 * found nothing and a hint exists.
 */
export type DidYouMeanDto = { query?: string; category?: { id: number; name: string; parentId: number | null } };

/** Result counts of a search per category and subcategory (the list page's category filter). */
export type CategoryFacetDto = { id: number; name: string; parentId: number | null; count: number };

/**
 * asProductFacets: the categories of a search's results with their counts, ignoring the category
 * filter itself so every other category stays reachable. `exact` is false when the search matches more
 * than `countedUpTo` products; then the categories come from the first matches and carry no counts
 * (count 0). When exact, `total` is the number of matches and the top-level counts add up to it.
 */
export type ProductFacetsDto = { categories: CategoryFacetDto[]; total: number; exact: boolean; countedUpTo: number };

/** A category as asCategories returns it; subcategories name their parent. */
export type CategoryDto = { _id: string; id: number; name: string; slug: string; parentId: number | null; position: number };

/** A brand as asBrands returns it. */
export type BrandDto = { _id: string; id: number; name: string; isTop: boolean; logo: string };

/** A search suggestion (SPEC 2.4): a product with its name and pictures. */
export type SuggestionDto = Pick<ProductDto, "_id" | "id" | "name" | "images">;

/**
 * A category suggestion ("in Spülen"): the catalog category (or subcategory) the typed words name
 * (`via: "name"`, offered above the products) or most of the suggested products belong to
 * (`via: "results"`, below them); opens the list of that category with the search.
 */
export type CategorySuggestionDto = { categoryId: number; subCategoryId: number | null; name: string; via: "name" | "results" };

/** asSearchSuggestions: products, and (issue 17) the matched categories as suggestions of their own. */
export type SearchSuggestionsDto = { products: SuggestionDto[]; categories: CategorySuggestionDto[] };
