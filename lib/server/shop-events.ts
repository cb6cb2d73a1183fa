import "server-only";
import type { Store } from "@/models/schema";
import { AppError } from "./errors";
import { slackMessage } from "@/lib/domain/slack-text";
import { CART_FILL_LABEL, type ShopEvent } from "@/lib/domain/shop-events";
import { getDb } from "./db";
import { enqueueChat } from "./outbox";
import { productName } from "./catalog";


/**
 * Chat notifications of the shop channel (SPEC.md section 7): a store opened the dealer shop (studio
 * name and number), a search suggestion was clicked, many lines went to the cart at once (quick order,
 * reorder, like wish-list items). enqueueChat leaves out test stores (SPEC 6).
 */
export async function recordShopEvent(store: Store, e: ShopEvent): Promise<{ ok: true }> {
  const db = await getDb();
  // slackMessage escapes the studio name (the studio's own profile text) and the product name.
  if (e.event === "shopOpened") {
    await enqueueChat(db, store, "shop", slackMessage`Händlershop geöffnet: ${store.name} (Studio-Nr. ${store.storeNumber})`);
  } else if (e.event === "cartFilled") {
    await enqueueChat(db, store, "shop", slackMessage`${CART_FILL_LABEL[e.source]} in den Warenkorb: ${store.name} (Studio-Nr. ${store.storeNumber}) – ${e.count} Artikel`);
  } else {
    const name = await productName(e.productId);
    if (!name) throw new AppError("bad_input", "Unbekannter Artikel.", "productId");
    await enqueueChat(db, store, "shop", slackMessage`Suchvorschlag geklickt: ${store.name} (Studio-Nr. ${store.storeNumber}) – ${name} (Artikel ${e.productId})`);
  }
  return { ok: true };
}
