import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import { forgetShopNotices } from "@/lib/server/shop/shop-events";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { deliveriesOf, forgetQueuedJobs } from "../../helpers/jobs";

// Issue 30, finding 6: the shop channel hears of carts filled from a quick order, a reorder, the recent
// purchases or a wish list only when a cart save on the server actually added those lines, counted by
// the server; never on a client's say-so; and at most once per studio and kind within a few minutes.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
const SLUG = "kuechenwelt-berlin";
let ids: number[];

beforeAll(async () => {
  db = await freshDatabase();
  berlin = await sessionCookie(DEMO.berlin);
  ids = (await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(6)).map((p) => p.id);
});
afterAll(() => db.drop());
beforeEach(async () => {
  forgetShopNotices();
  await forgetQueuedJobs(db.db);
});

const chatMessages = async () =>
  (await deliveriesOf(db.db))
    .filter((d) => d.waiting)
    .map((o) => o.payload)
    .filter((p): p is { kind: "chat"; channel: "shop"; message: string } => p.kind === "chat");

async function cart() {
  return (await call("GET", "asStoreCart", { storeSlug: SLUG }, berlin)).body as {
    cart: { items: { id: number; quantity: number }[] };
    version: number;
  };
}

/** Saves the cart with `items`, based on the current version, with the client's hint of where they came from. */
async function saveCart(items: { id: number; quantity: number }[], fill?: Record<string, unknown>) {
  const { version } = await cart();
  return call(
    "POST",
    "asStoreCart",
    { storeSlug: SLUG, shopCart: { items: items.map((i) => ({ ...i, desiredDeliveryDate: null })) }, version, ...(fill ? { fill } : {}) },
    berlin,
  );
}

describe("shop chat notices", () => {
  it("100 claims without a change behind them post nothing", async () => {
    await saveCart([]);
    for (let i = 0; i < 50; i++) {
      await call("POST", "shopEvent", { storeSlug: SLUG, event: "cartFilled", source: "quickOrder", count: 12 }, berlin);
      await call("POST", "asWishlistToCartNotice", { storeSlug: SLUG, wishlistName: "Erfunden", count: 3 }, berlin);
    }
    expect(await chatMessages()).toEqual([]);
    // The hint with a save that adds nothing (the same cart again) is no change either.
    await saveCart([{ id: ids[0], quantity: 1 }]);
    forgetShopNotices();
    await forgetQueuedJobs(db.db);
    for (let i = 0; i < 5; i++) expect((await saveCart([{ id: ids[0], quantity: 1 }], { source: "quickOrder" })).status).toBe(200);
    expect(await chatMessages()).toEqual([]);
  });

  it("a cart save that adds several lines posts one notice with the count the server saw", async () => {
    await saveCart([{ id: ids[0], quantity: 1 }]);
    const res = await saveCart(
      [
        { id: ids[0], quantity: 1 },
        { id: ids[1], quantity: 2 },
        { id: ids[2], quantity: 1 },
        { id: ids[3], quantity: 5 },
      ],
      { source: "quickOrder" },
    );
    expect(res.status).toBe(200);
    const messages = await chatMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toEqual({
      kind: "chat",
      channel: "shop",
      message: expect.stringContaining("Schnellbestellung in den Warenkorb: Küchenwelt Berlin"),
    });
    expect(messages[0].message).toContain("3 Artikel");
  });

  it("moving a wish list's items to the cart posts its stored name and the units that arrived; a foreign or unknown list posts nothing", async () => {
    await saveCart([]);
    const list = await call("POST", "asWishlistUpsert", { storeSlug: SLUG, name: "Musterküche Ausstellung" }, berlin);
    expect(list.status).toBe(200);
    const saved = await call(
      "POST",
      "asWishlistUpsert",
      { _id: list.body._id, name: "Musterküche Ausstellung", itemIds: [ids[4], ids[4], ids[5]], version: list.body.version },
      berlin,
    );
    expect(saved.status).toBe(200);
    expect(
      (
        await saveCart(
          [
            { id: ids[4], quantity: 2 },
            { id: ids[5], quantity: 1 },
          ],
          { source: "wishlist", wishlistId: "00000000-0000-4000-8000-000000000000" },
        )
      ).status,
    ).toBe(200);
    expect(await chatMessages()).toEqual([]);
    await saveCart([]);
    expect(
      (
        await saveCart(
          [
            { id: ids[4], quantity: 2 },
            { id: ids[5], quantity: 1 },
          ],
          { source: "wishlist", wishlistId: list.body._id },
        )
      ).status,
    ).toBe(200);
    const messages = await chatMessages();
    expect(messages.map((m) => m.message)).toEqual([
      expect.stringContaining("hat 3 Artikel vom Merkzettel „Musterküche Ausstellung“ in den Warenkorb gelegt"),
    ]);
  });

  it("a burst of real fills posts one notice per studio and kind within the window", async () => {
    for (let i = 0; i < 10; i++) {
      await saveCart([]);
      expect(
        (
          await saveCart(
            [
              { id: ids[0], quantity: 1 },
              { id: ids[1], quantity: 1 },
            ],
            { source: "reorder" },
          )
        ).status,
      ).toBe(200);
    }
    expect(await chatMessages()).toHaveLength(1);
    // Another kind is counted apart: the shop being opened.
    for (let i = 0; i < 10; i++) expect((await call("POST", "shopEvent", { storeSlug: SLUG, event: "shopOpened" }, berlin)).status).toBe(200);
    expect((await chatMessages()).filter((m) => m.message.startsWith("Händlershop geöffnet"))).toHaveLength(1);
  });

  it("a hint of an unknown kind is refused in German", async () => {
    const res = await saveCart([{ id: ids[0], quantity: 1 }], { source: "irgendwas" });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("fill.source");
    expect(res.body.error.message).toContain("Bitte geben Sie an, woher die Artikel kommen");
  });
});
