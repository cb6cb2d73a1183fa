import { sql, type SQL } from "drizzle-orm";
import { products } from "@/models/shop/catalog";

/** The hidden category where a new article waits whose class the operator has not mapped yet; never listed. */
export const UNMAPPED_CATEGORY_SLUG = "nicht-zugeordnet";

/**
 * What the studios are offered (issue 42): not withdrawn by an import, and not held back in /betrieb,
 * either because its class has no shop category yet ("Nicht zugeordnet") or because no file has given it
 * a price yet ("ohne Preis").
 */
export function offeredToStudios(): SQL {
  return sql`(${products.withdrawnAt} is null and not ${products.classUnmapped} and not ${products.priceMissing})`;
}

/**
 * The withdrawal time as the shop's availability reads it: a held-back article counts as not orderable
 * ("nicht mehr lieferbar") wherever a studio could still name it (a cart line, an order, a bookmark).
 */
export function withdrawnOrHeldAt() {
  return sql<Date | null>`case when ${products.classUnmapped} or ${products.priceMissing} then coalesce(${products.withdrawnAt}, now()) else ${products.withdrawnAt} end`;
}
