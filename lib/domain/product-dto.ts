// The catalog as the endpoints answer it (asProducts, asCategories, asBrands, asSearchSuggestions),
// shared by the server and the browser (types only).

/** A product as asProducts returns it (SPEC.md section 3 "Product"). Prices in euros. */
export type ProductDto = {
  _id: string;
  id: number;
  name: string;
  producerId: string;
  ean: string;
  /** Segments separated by "~". */
  description: string;
  images: { s: string; xl: string };
  /** Net dealer price in euros (always net, whatever the customer view). */
  priceKaNet: number;
  /** Net shipping per unit in euros. */
  priceShippingNet: number;
  /** Price shown in the customer view: gross incl. the store's shopClientMarginPercentage, in euros. */
  priceCustomer: number;
  provider: string;
  shippingTime: { minDays: number; maxDays: number | null };
  /** True when the provider's general shipping time applies. */
  shippingTimeProvider: boolean;
  brand: { id: number; name: string };
  categoryId: number;
  subCategoryId: number | null;
};

/**
 * The product list answer. `countExact` is false when `count` is an estimate (a broad search, see
 * EXACT_COUNT_LIMIT); `relevanceRanked` is false when a search asked for relevance was ordered by
 * bestseller instead.
 */
export type ProductListDto = { data: ProductDto[]; meta: { count: number; brandIds: number[]; countExact: boolean; relevanceRanked: boolean } };

/** A category as asCategories returns it; subcategories name their parent. */
export type CategoryDto = { _id: string; id: number; name: string; slug: string; parentId: number | null; position: number };

/** A brand as asBrands returns it. */
export type BrandDto = { _id: string; id: number; name: string; isTop: boolean; logo: string };

/** A search suggestion (SPEC 2.4): a product with its name and pictures. */
export type SuggestionDto = Pick<ProductDto, "_id" | "id" | "name" | "images">;
