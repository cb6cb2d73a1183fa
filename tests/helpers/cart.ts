import { call } from "./session";

/**
 * Replaces a store's cart in a test's setup: reads the stored version first, as every cart save names
 * the version it is based on (issue 19), with `fill` naming where the lines came from (a shop chat notice
 * when the save added several, lib/domain/cart-fill.ts). Answers the endpoint's status and body.
 */
export async function replaceCartAs(cookie: string, storeSlug: string, shopCart: Record<string, unknown>, fill?: Record<string, unknown>) {
  const { body } = await call("GET", "asStoreCart", { storeSlug }, cookie);
  return call("POST", "asStoreCart", { storeSlug, shopCart, version: body.version, ...(fill ? { fill } : {}) }, cookie);
}
