import type { Store } from "@/models/platform/stores";
import { cartDraftSchema } from "@/lib/domain/shop/cart-schema";
import { loadVersionedCart, saveCart } from "@/lib/server/shop/cart";
import { submitOrder } from "@/lib/server/shop/order-submit";
import { call } from "./session";

/**
 * Replaces a store's cart in a test's setup: reads the stored version first, as every cart save names
 * the version it is based on (issue 19), with `fill` naming where the lines came from (a shop chat notice
 * when the save added several, lib/domain/shop/cart-fill.ts). Answers the endpoint's status and body.
 */
export async function replaceCartAs(cookie: string, storeSlug: string, shopCart: Record<string, unknown>, fill?: Record<string, unknown>) {
  const { body } = await call("GET", "asStoreCart", { storeSlug }, cookie);
  return call("POST", "asStoreCart", { storeSlug, shopCart, version: body.version, ...(fill ? { fill } : {}) }, cookie);
}

/**
 * Orders as the checkout does: the order's lines, address, contact, reference and voucher are saved in the
 * store's cart (asStoreCart), then asOrderSubmit names the submission id and the cart's version, and the
 * server makes the order of the stored cart. Answers asOrderSubmit's status and body, or the cart save's
 * when the cart refused the order's content.
 */
export async function submitOrderAs(cookie: string, storeSlug: string, submissionId: string, order: Record<string, unknown>) {
  const saved = await replaceCartAs(cookie, storeSlug, order);
  if (saved.status !== 200) return saved;
  return call("POST", "asOrderSubmit", { storeSlug, submissionId, version: saved.body.version }, cookie);
}

/**
 * The same on the server's side, without a session: saves `order` as the store's cart and submits the
 * stored cart (submitOrder reads it), as the checkout does. Answers submitOrder's result or throws its error.
 */
export async function submitStoredOrder(store: Store, submissionId: string, order: Record<string, unknown>, now?: Date) {
  const { version } = await loadVersionedCart(store);
  const saved = await saveCart(store, cartDraftSchema.parse(order), version);
  return submitOrder(store, { submissionId, version: saved.version }, now);
}
