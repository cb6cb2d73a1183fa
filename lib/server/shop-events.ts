import "server-only";
import type { Store } from "@/models/schema";
import { AppError } from "./errors";
import { slackMessage } from "@/lib/domain/slack-text";
import { getDb } from "./db";
import { enqueueChat } from "./outbox";
import { productName } from "./catalog";

export type ShopEvent = { event: "shopOpened" } | { event: "suggestionClicked"; productId: number };

/**
 * Chat notifications of the shop channel (SPEC.md section 7): a store opened the dealer shop (studio
 * name and number), a search suggestion was clicked. enqueueChat leaves out test stores (SPEC 6).
 */
export async function recordShopEvent(store: Store, e: ShopEvent): Promise<{ ok: true }> {
  const db = await getDb();
  // slackMessage escapes the studio name (the studio's own profile text) and the product name.
  if (e.event === "shopOpened") {
    await enqueueChat(db, store, "shop", slackMessage`Händlershop geöffnet: ${store.name} (Studio-Nr. ${store.storeNumber})`);
  } else {
    const name = await productName(e.productId);
    if (!name) throw new AppError("bad_input", "Unbekannter Artikel.", "productId");
    await enqueueChat(db, store, "shop", slackMessage`Suchvorschlag geklickt: ${store.name} (Studio-Nr. ${store.storeNumber}) – ${name} (Artikel ${e.productId})`);
  }
  return { ok: true };
}
