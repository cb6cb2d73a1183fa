import "server-only";
import type { Db } from "@/models/platform/db";
import { lineAppliesOn } from "@/lib/domain/shop/contract-price";
import { priceListLinesOfProduct, studiosAndChildrenWithList, studiosAssignedTo } from "../shop/price-lists";
import { studiosOfList, type OperatorProductPriceList } from "@/lib/domain/operator/products";

/**
 * Every price list with lines for one product (the Produkte detail of /betrieb): its lines in tier order,
 * whether each is valid on `day` (a Berlin day), and the studios the list prices, directly or through
 * their master. Three indexed queries whatever the number of lists.
 */
export async function productPriceLists(db: Db, productId: number, day: string): Promise<OperatorProductPriceList[]> {
  const lines = await priceListLinesOfProduct(db, productId);
  if (lines.length === 0) return [];
  const listIds = [...new Set(lines.map((l) => l.listId))];
  const directIds = await studiosAssignedTo(db, listIds);
  // The studios using one of these lists and their children (whose own list, if any, is read too).
  const related = directIds.length === 0 ? [] : await studiosAndChildrenWithList(db, directIds);
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
