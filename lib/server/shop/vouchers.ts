import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { discountCodes, products, stores, type Store } from "@/models/schema";
import { AppError, forbidden } from "../platform/errors";
import { centsToEuros } from "@/lib/domain/platform/money";
import { checkVoucher, normalizeVoucherInput } from "@/lib/domain/shop/voucher";
import { studioLinePrices } from "./studio-prices";
import { getDb } from "../platform/db";
import { assertAccessById, type Viewer } from "../platform/access";
import { loadCart } from "./cart";

/** Stores are named by storeNumber here (SPEC 7); the access rule still decides. */
export async function storeByNumber(viewer: Viewer, storeNumber: string): Promise<Store> {
  const db = await getDb();
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.storeNumber, storeNumber));
  if (!row) throw forbidden();
  return assertAccessById(viewer, row.id);
}

/** asDiscountCodeExistsForStore: the voucher box is hidden unless the store has active codes (SPEC 4). */
export async function discountCodeExists(store: Pick<Store, "id">): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, store.id), eq(discountCodes.active, true)))
    .limit(1);
  return !!row;
}

/** Pre-discount net subtotal of the store's saved cart, in cents, priced from the catalog. */
async function cartSubtotalCents(store: Pick<Store, "id" | "parentId">): Promise<number> {
  const db = await getDb();
  const cart = await loadCart(store, db);
  if (cart.items.length === 0) return 0;
  const rows = await db
    .select({ id: products.id, price: products.priceKaNetCents })
    .from(products)
    .where(
      inArray(
        products.id,
        cart.items.map((i) => i.id),
      ),
    );
  const known = new Map(rows.map((r) => [r.id, r.price]));
  const lines = cart.items.filter((i) => known.has(i.id));
  // The studio's own prices at each line's quantity (lib/server/shop/studio-prices.ts).
  const price = await studioLinePrices(
    store,
    lines.map((i) => ({ id: i.id, quantity: i.quantity, listPriceCents: known.get(i.id)! })),
    db,
  );
  return lines.reduce((sum, i) => sum + price.get(i.id)!.unitNetCents * i.quantity, 0);
}

/**
 * asDiscountCodeCheck: the subtotal comes from the saved cart priced by the server; the cartPrice the
 * browser sends is not trusted. Failure is a 422 whose message the voucher box shows (SPEC 8).
 */
export async function checkDiscountCode(store: Store, code: string): Promise<{ code: string; amount: number }> {
  const db = await getDb();
  const normalized = normalizeVoucherInput(code);
  const [known] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, store.id), eq(discountCodes.code, normalized)));
  const result = checkVoucher({
    code: normalized,
    subtotalCents: await cartSubtotalCents(store),
    known: known ? { code: known.code, amountCents: known.amountCents, active: known.active, storeNumber: store.storeNumber } : null,
    storeNumber: store.storeNumber,
  });
  if (!result.ok) throw new AppError("rule", result.message, "code");
  return { code: result.code, amount: centsToEuros(result.amountCents) };
}
