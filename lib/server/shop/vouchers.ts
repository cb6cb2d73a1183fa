import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { discountCodes, orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores, type Store } from "@/models/platform/stores";
import type { Db, Tx } from "@/models/platform/db";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { AppError, forbidden } from "../platform/errors";
import { centsToEuros } from "@/lib/domain/platform/money";
import { checkVoucher, normalizeVoucherInput, type KnownVoucher } from "@/lib/domain/shop/voucher";
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
 * The store's stored code as the voucher rule needs it (lib/domain/shop/voucher.ts), with how many of
 * the store's orders used it; null when the store has no such code. `lock` holds the row until the
 * transaction ends, so two orders racing for the last allowed use are counted one after the other.
 */
export async function knownVoucher(w: Db | Tx, store: Pick<Store, "id" | "storeNumber">, code: string, lock = false): Promise<KnownVoucher | null> {
  const query = w
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, store.id), eq(discountCodes.code, code)));
  const [known] = lock ? await query.for("update") : await query;
  if (!known) return null;
  const [used] = await w
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.storeId, store.id), sql`${orders.discountCode}->>'code' = ${known.code}`));
  return {
    code: known.code,
    amountCents: known.amountCents,
    active: known.active,
    storeNumber: store.storeNumber,
    validFrom: known.validFrom,
    validUntil: known.validUntil,
    maxUses: known.maxUses,
    uses: Number(used?.n ?? 0),
  };
}

/**
 * asDiscountCodeCheck: the subtotal comes from the saved cart priced by the server; the cartPrice the
 * browser sends is not trusted. Failure is a 422 whose message the voucher box shows (SPEC 8).
 */
export async function checkDiscountCode(store: Store, code: string): Promise<{ code: string; amount: number }> {
  const db = await getDb();
  const normalized = normalizeVoucherInput(code);
  const result = checkVoucher({
    code: normalized,
    subtotalCents: await cartSubtotalCents(store),
    known: await knownVoucher(db, store, normalized),
    storeNumber: store.storeNumber,
    today: berlinIsoDay(new Date()),
  });
  if (!result.ok) throw new AppError("rule", result.message, "code");
  return { code: result.code, amount: centsToEuros(result.amountCents) };
}
