import "server-only";
import { and, eq } from "drizzle-orm";
import { wishlists } from "@/models/shop/orders";
import { type Store } from "@/models/platform/stores";
import { AppError } from "../platform/errors";
import { slackMessage } from "@/lib/domain/platform/slack-text";
import { addedUnits, cartFillNotice, noticeAllowed, NOTICE_WINDOW_MS, CART_FILL_LABEL, type CartFill } from "@/lib/domain/shop/cart-fill";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import type { ShopEvent } from "@/lib/domain/shop/shop-events";
import { getDb } from "../platform/db";
import { enqueueChat } from "../platform/deliveries";
import { productName } from "./product-rows";

type NoticeKind = ShopEvent["event"] | "cartFilled" | "wishlistToCart";

/**
 * When each studio's last notice of each kind went (this process). Bounded by studios × four kinds;
 * entries older than the window are dropped whenever one is added. Several instances each keep their
 * own, so with N instances a burst posts at most N notices per window.
 */
const lastNotice = new Map<string, number>();

/** True (and remembered) when this studio may post a notice of this kind now. */
function claimNotice(store: Pick<Store, "id">, kind: NoticeKind, now = Date.now()): boolean {
  const key = `${store.id}:${kind}`;
  if (!noticeAllowed(lastNotice.get(key), now)) return false;
  for (const [k, at] of lastNotice) if (now - at >= NOTICE_WINDOW_MS) lastNotice.delete(k);
  lastNotice.set(key, now);
  return true;
}

/** Tests: every studio may post again. */
export function forgetShopNotices() {
  lastNotice.clear();
}

/**
 * Chat notifications of the shop channel (SPEC.md section 7) that are events, not changes: a store
 * opened the dealer shop (studio name and number), a search suggestion was clicked. At most one per
 * studio and kind within NOTICE_WINDOW_MS. enqueueChat leaves out test stores (SPEC 6).
 */
export async function recordShopEvent(store: Store, e: ShopEvent): Promise<{ ok: true }> {
  const db = await getDb();
  // slackMessage escapes the studio name (the studio's own profile text) and the product name.
  if (e.event === "shopOpened") {
    if (claimNotice(store, "shopOpened"))
      await enqueueChat(db, store, "shop", slackMessage`Händlershop geöffnet: ${store.name} (Studio-Nr. ${store.storeNumber})`);
  } else {
    const name = await productName(e.productId);
    if (!name) throw new AppError("bad_input", "Unbekannter Artikel.", "productId");
    if (claimNotice(store, "suggestionClicked"))
      await enqueueChat(
        db,
        store,
        "shop",
        slackMessage`Suchvorschlag geklickt: ${store.name} (Studio-Nr. ${store.storeNumber}) – ${name} (Artikel ${e.productId})`,
      );
  }
  return { ok: true };
}

/**
 * The notice of a cart filled at once, as a consequence of the save that did it (issue 30, finding 6):
 * `before` and `after` are the stored cart around the save; `fill` is the browser's word on where the
 * lines came from, which only picks the wording. What arrived is counted here; a wish list is read from
 * the database (its stored name, its products, this studio's only). Nothing added, nothing posted.
 */
export async function noticeCartFill(store: Store, before: CartDraft, after: CartDraft, fill: CartFill): Promise<void> {
  const added = addedUnits(before.items, after.items);
  if (added.size === 0) return;
  const db = await getDb();
  if (fill.source === "wishlist") {
    const [list] = await db
      .select({ name: wishlists.name, itemIds: wishlists.itemIds })
      .from(wishlists)
      .where(and(eq(wishlists.id, fill.wishlistId), eq(wishlists.storeId, store.id)));
    if (!list) return;
    const notice = cartFillNotice(fill, added, list.itemIds);
    if (!notice || !claimNotice(store, "wishlistToCart")) return;
    await enqueueChat(
      db,
      store,
      "shop",
      slackMessage`${store.name} (${store.storeNumber}) hat ${notice.count} Artikel vom Merkzettel „${list.name}“ in den Warenkorb gelegt.`,
    );
    return;
  }
  const notice = cartFillNotice(fill, added);
  if (!notice || notice.kind !== "cartFilled" || !claimNotice(store, "cartFilled")) return;
  await enqueueChat(
    db,
    store,
    "shop",
    slackMessage`${CART_FILL_LABEL[notice.source]} in den Warenkorb: ${store.name} (Studio-Nr. ${store.storeNumber}) – ${notice.count} Artikel`,
  );
}
