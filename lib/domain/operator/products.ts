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
  media: { source: string; purpose: string | null; mimeType: string | null }[];
  /** The stock as stored; null when no stock update touched the product (then it is lieferbar). */
  stock: (StockRecord & { updatedAt: string; updatedByName: string | null }) | null;
};
