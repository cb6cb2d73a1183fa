/** The Produkte screen of /betrieb (issue 32): its query and answers (types only, plus the schemas). */
import { z } from "zod";
import type { AvailabilityDto, StockRecord } from "../shop/availability";

/** Rows per page of the product search. */
export const OPERATOR_PRODUCTS_PAGE = 25;

/** A whole number as a query string carries it, within PostgreSQL's integer range. */
const wholeNumber = (label: string, min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, `${label} muss eine ganze Zahl sein.`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} muss mindestens ${min} sein.`).max(2_147_483_647, `${label} ist zu groß.`));

export const operatorProductsSchema = z.object({
  /** Part of the name, or the start of the article number or EAN; empty lists every product. */
  q: z.string().trim().max(100, "Der Suchbegriff hat höchstens 100 Zeichen.").default(""),
  /** Where the page starts; always sent (the client leaves out an empty search, never the offset). */
  offset: wholeNumber("offset", 0),
});

export const operatorProductSchema = z.object({ id: wholeNumber("id", 1) });

export type OperatorProductRow = {
  id: number;
  name: string;
  producerId: string;
  ean: string;
  brand: string;
  /** "nicht mehr lieferbar" when a catalog import withdrew it. */
  withdrawn: boolean;
  priceKaNetCents: number;
  availability: AvailabilityDto;
};

export type OperatorProductList = { rows: OperatorProductRow[]; count: number; offset: number; pageSize: number };

export type OperatorProductDetail = OperatorProductRow & {
  description: string;
  category: string;
  subCategory: string | null;
  provider: string;
  shippingTime: { minDays: number; maxDays: number };
  priceShippingNetCents: number;
  withdrawnAt: string | null;
  /** The supplier's article number of the BMEcat file (SUPPLIER_PID), when it came from an import. */
  supplierPid: string | null;
  features: { name: string; value: string; unit: string | null }[];
  prices: { priceType: string; amountCents: number; currency: string; lowerBound: number; validFrom: string | null; validTo: string | null }[];
  media: OperatorProductMedia[];
  /** Every price list with lines for this product, by name; empty when none has. */
  priceLists: OperatorProductPriceList[];
  /** The stock as stored; null when no stock update touched the product (then it is lieferbar). */
  stock: (StockRecord & { updatedAt: string; updatedByName: string | null }) | null;
};

/**
 * One media row of the product: an image waits (null in the database) until the catalog-media job or a
 * ZIP stored it or failed with a German reason; a document (a data sheet) is never fetched.
 */
export type OperatorProductMedia = {
  source: string;
  purpose: string | null;
  mimeType: string | null;
  state: "waiting" | "stored" | "failed" | "document";
  reason: string | null;
  /** The small stored picture (/images/catalog/…-s.webp), when stored. */
  thumbnail: string | null;
};

/** A price list's lines for one product and the studios it prices: its own, and the children of a master using it. */
export type OperatorProductPriceList = {
  id: string;
  name: string;
  studios: { name: string; via: string | null }[];
  lines: { fromQuantity: number; priceNetCents: number; validFrom: string | null; validTo: string | null; validToday: boolean }[];
};

/** Whether a media row is an image (the rest, e.g. a PDF data sheet, is not fetched). */
export function isImageMedia(mimeType: string | null): boolean {
  return mimeType === null || /^image\//i.test(mimeType);
}

/**
 * The studios a list prices: those using it directly, and the children of a master using it that have no
 * list of their own (a child's own list wins, lib/domain/shop/contract-price.ts). Sorted by name.
 */
export function studiosOfList(
  listId: string,
  listOf: ReadonlyMap<string, string>,
  stores: readonly { id: string; name: string; parentId: string | null }[],
): { name: string; via: string | null }[] {
  const byId = new Map(stores.map((s) => [s.id, s]));
  const out: { name: string; via: string | null }[] = [];
  for (const s of stores) {
    if (listOf.get(s.id) === listId) out.push({ name: s.name, via: null });
    else if (!listOf.has(s.id) && s.parentId && listOf.get(s.parentId) === listId) {
      out.push({ name: s.name, via: byId.get(s.parentId)?.name ?? null });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, "de"));
}
