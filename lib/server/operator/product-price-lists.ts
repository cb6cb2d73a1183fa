import "server-only";
import { asc, eq, inArray, or } from "drizzle-orm";
import { priceListLines, priceLists, priceListStores } from "@/models/shop/price-lists";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";
import { lineAppliesOn } from "@/lib/domain/shop/contract-price";
import { studiosOfList, type OperatorProductPriceList } from "@/lib/domain/operator/products";

/**
 * Every price list with lines for one product (the Produkte detail of /betrieb): its lines in tier order,
 * whether each is valid on `day` (a Berlin day), and the studios the list prices, directly or through
 * their master. Three indexed queries whatever the number of lists.
 */
export async function productPriceLists(db: Db, productId: number, day: string): Promise<OperatorProductPriceList[]> {
  const lines = await db
    .select({
      listId: priceListLines.priceListId,
      name: priceLists.name,
      fromQuantity: priceListLines.fromQuantity,
      priceNetCents: priceListLines.priceNetCents,
      validFrom: priceListLines.validFrom,
      validTo: priceListLines.validTo,
    })
    .from(priceListLines)
    .innerJoin(priceLists, eq(priceLists.id, priceListLines.priceListId))
    .where(eq(priceListLines.productId, productId))
    .orderBy(asc(priceLists.name), asc(priceListLines.fromQuantity), asc(priceListLines.validFrom));
  if (lines.length === 0) return [];
  const listIds = [...new Set(lines.map((l) => l.listId))];
  const direct = await db.select({ storeId: priceListStores.storeId }).from(priceListStores).where(inArray(priceListStores.priceListId, listIds));
  const directIds = direct.map((d) => d.storeId);
  // The studios using one of these lists and their children (whose own list, if any, is read too).
  const related =
    directIds.length === 0
      ? []
      : await db
          .select({ id: stores.id, name: stores.name, parentId: stores.parentId, listId: priceListStores.priceListId })
          .from(stores)
          .leftJoin(priceListStores, eq(priceListStores.storeId, stores.id))
          .where(or(inArray(stores.id, directIds), inArray(stores.parentId, directIds)));
  const listOf = new Map(related.filter((r) => r.listId).map((r) => [r.id, r.listId as string]));
  const out = new Map<string, OperatorProductPriceList>();
  for (const l of lines) {
    let list = out.get(l.listId);
    if (!list) {
      list = { id: l.listId, name: l.name, studios: studiosOfList(l.listId, listOf, related), lines: [] };
      out.set(l.listId, list);
    }
    list.lines.push({
      fromQuantity: l.fromQuantity,
      priceNetCents: l.priceNetCents,
      validFrom: l.validFrom,
      validTo: l.validTo,
      validToday: lineAppliesOn(l, day),
    });
  }
  return [...out.values()];
}
