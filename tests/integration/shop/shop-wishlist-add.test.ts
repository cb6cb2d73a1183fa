import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { products } from "@/models/shop/catalog";

// asWishlistAddItem: "Auf den Merkzettel" from a product card, the product page or a cart line.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let hamburg: string;
let nord: string;
const SLUG = "kuechenwelt-berlin";
type List = { _id: string; name: string; itemIds: number[] };

async function newList(name: string, cookie = berlin, storeSlug = SLUG): Promise<List> {
  const res = await call("POST", "asWishlistUpsert", { storeSlug, name }, cookie);
  expect(res.status).toBe(200);
  return res.body as List;
}

beforeAll(async () => {
  db = await freshDatabase();
  [berlin, hamburg, nord] = await Promise.all([sessionCookie(DEMO.berlin), sessionCookie(DEMO.hamburg), sessionCookie(DEMO.nord)]);
});
afterAll(() => db.drop());

describe("asWishlistAddItem", () => {
  it("puts a product on the list and raises its quantity when it is already there", async () => {
    const [a, b] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(2);
    const list = await newList("Ausstellung Küche 3");
    const first = await call("POST", "asWishlistAddItem", { _id: list._id, productId: a.id }, berlin);
    expect(first.status).toBe(200);
    expect(first.body.itemIds).toEqual([a.id]);
    await call("POST", "asWishlistAddItem", { _id: list._id, productId: b.id, quantity: 2 }, berlin);
    const again = await call("POST", "asWishlistAddItem", { _id: list._id, productId: a.id, quantity: 3 }, berlin);
    expect(again.body.itemIds).toEqual([a.id, a.id, a.id, a.id, b.id, b.id]);
    const stored = ((await call("GET", "asWishlists", { storeSlug: SLUG }, berlin)).body.wishlists as List[]).find((w) => w._id === list._id);
    expect(stored?.itemIds).toEqual(again.body.itemIds);
  });

  it("counts two adds sent at the same time", async () => {
    const [p] = await db.db.select({ id: products.id }).from(products).limit(1);
    const list = await newList("Gleichzeitig");
    await Promise.all([1, 2].map(() => call("POST", "asWishlistAddItem", { _id: list._id, productId: p.id }, berlin)));
    const stored = ((await call("GET", "asWishlists", { storeSlug: SLUG }, berlin)).body.wishlists as List[]).find((w) => w._id === list._id);
    expect(stored?.itemIds).toEqual([p.id, p.id]);
  });

  it("refuses an unknown product, more than 999 of one product, and another store's list", async () => {
    const [p] = await db.db.select({ id: products.id }).from(products).limit(1);
    const list = await newList("Grenzen");
    const unknown = await call("POST", "asWishlistAddItem", { _id: list._id, productId: 99_999_999 }, berlin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.field).toBe("productId");
    expect((await call("POST", "asWishlistAddItem", { _id: list._id, productId: p.id, quantity: 999 }, berlin)).status).toBe(200);
    const over = await call("POST", "asWishlistAddItem", { _id: list._id, productId: p.id }, berlin);
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe("Die Menge darf höchstens 999 sein.");
    // Another studio, and a master for a store that is not its child, get the same 403.
    expect((await call("POST", "asWishlistAddItem", { _id: list._id, productId: p.id }, hamburg)).status).toBe(403);
    expect((await call("POST", "asWishlistAddItem", { _id: list._id, productId: p.id }, nord)).status).toBe(403);
  });

  it("a master may add to its child's list", async () => {
    const [p] = await db.db.select({ id: products.id }).from(products).limit(1);
    const list = await newList("Hamburg Lager", hamburg, "kuechenhaus-hamburg");
    const res = await call("POST", "asWishlistAddItem", { _id: list._id, productId: p.id }, nord);
    expect(res.status).toBe(200);
    expect(res.body.itemIds).toEqual([p.id]);
  });
});
