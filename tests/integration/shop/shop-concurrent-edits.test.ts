import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { replaceCartAs } from "../../helpers/cart";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { applyCartOp } from "@/lib/domain/shop/cart-ops";
import { applyWishlistOp } from "@/lib/domain/shop/wishlist-ops";
import { saveRebased, type Versioned } from "@/lib/domain/platform/versioned-save";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import { submitOrderAs } from "../../helpers/cart";

// Issue 19, no lost edits: the cart and each wish list carry a version; a save based on an older one
// is refused with 409, and the browser's retry (lib/domain/platform/versioned-save.ts) applies the change again
// to the fresh document, so twenty people adding at once all keep what they added.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
const SLUG = "kuechenwelt-berlin";
const WRITERS = 20;
let ids: number[];

beforeAll(async () => {
  db = await freshDatabase();
  berlin = await sessionCookie(DEMO.berlin);
  ids = (await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(WRITERS)).map((p) => p.id);
});
afterAll(() => db.drop());

type Res = { status: number; body: Record<string, unknown> & { error?: { code: string; message: string; field?: string } } };
const is409 = (e: unknown) => (e as Res | undefined)?.status === 409;
const ok = (res: Res) => {
  if (res.status !== 200) throw res;
  return res.body;
};

const getCart = async (): Promise<Versioned<CartDraft>> => {
  const body = ok(await call("GET", "asStoreCart", { storeSlug: SLUG }, berlin));
  return { doc: body.cart as CartDraft, version: body.version as number };
};
const postCart = async (doc: CartDraft, version: number): Promise<Versioned<CartDraft>> => {
  const body = ok(await call("POST", "asStoreCart", { storeSlug: SLUG, shopCart: doc, version }, berlin));
  return { doc: body.cart as CartDraft, version: body.version as number };
};

describe("cart versions", () => {
  it("GET and POST answer the version; a save without one is a 400 naming it", async () => {
    const start = await getCart();
    expect(Number.isInteger(start.version)).toBe(true);
    const saved = await postCart({ ...start.doc, items: [] }, start.version);
    expect(saved.version).toBe(start.version + 1);
    const missing = await call("POST", "asStoreCart", { storeSlug: SLUG, shopCart: { items: [] } }, berlin);
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe("version");
  });

  it("of 20 saves based on the same version exactly one wins; the others get 409 with the error shape", async () => {
    const base = await getCart();
    const results = await Promise.all(
      ids.map((id) =>
        call(
          "POST",
          "asStoreCart",
          { storeSlug: SLUG, shopCart: applyCartOp(base.doc, { kind: "add", lines: [{ id, quantity: 1 }] }), version: base.version },
          berlin,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(WRITERS - 1);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({
        error: {
          code: "conflict",
          message: "Der Warenkorb wurde inzwischen an anderer Stelle geändert. Bitte laden Sie ihn neu.",
          field: "version",
          requestId: expect.any(String),
        },
      });
    }
    const after = await getCart();
    expect(after.version).toBe(base.version + 1);
    expect(after.doc.items).toHaveLength(1);
  });

  it("20 parallel saves, each adding a different product with the browser's retry, keep all 20 items", async () => {
    const start = await postCart({ ...(await getCart()).doc, items: [] }, (await getCart()).version);
    const done = await Promise.all(
      ids.map(async (id) => {
        const base = await getCart();
        return saveRebased({
          base,
          change: (doc) => applyCartOp(doc, { kind: "add", lines: [{ id, quantity: 1 }] }),
          save: postCart,
          reload: getCart,
          isConflict: is409,
        });
      }),
    );
    const after = await getCart();
    expect(after.doc.items.map((i) => i.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(after.doc.items.every((i) => i.quantity === 1)).toBe(true);
    expect(after.version).toBe(start.version + WRITERS);
    expect(Math.max(...done.map((d) => d.attempts))).toBeLessThanOrEqual(WRITERS);
  });

  it("the order submit empties the cart and raises the version, so a tab's older cart is refused", async () => {
    await replaceCartAs(berlin, SLUG, { items: [{ id: ids[0], quantity: 1, desiredDeliveryDate: null }] });
    const stale = await getCart();
    const submit = await submitOrderAs(berlin, SLUG, "concurrent-edits-1", {
      items: stale.doc.items,
      deliveryAddress: {
        mode: "studio",
        companyName: "Studio",
        addressStreet: "Weg 1",
        addressZip: "10115",
        addressCity: "Berlin",
        addressState: "Berlin",
        addressCountry: "Deutschland",
        phone: "030123456",
      },
      deliveryContact: { gender: "Frau", firstName: "A", lastName: "B", phone: "030123456", email: "a@b.example" },
    });
    expect(submit.status).toBe(200);
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, SLUG));
    expect((await db.db.select().from(orders).where(eq(orders.storeId, store.id))).some((o) => o.submissionId === "concurrent-edits-1")).toBe(true);
    const emptied = await getCart();
    expect(emptied.doc.items).toEqual([]);
    expect(emptied.version).toBeGreaterThan(stale.version);
    const late = await call(
      "POST",
      "asStoreCart",
      { storeSlug: SLUG, shopCart: applyCartOp(stale.doc, { kind: "add", lines: [{ id: ids[1], quantity: 1 }] }), version: stale.version },
      berlin,
    );
    expect(late.status).toBe(409);
  });
});

type List = { _id: string; name: string; itemIds: number[]; version: number };

describe("wish-list versions", () => {
  async function getList(id: string): Promise<Versioned<List>> {
    const list = (ok(await call("GET", "asWishlists", { storeSlug: SLUG }, berlin)).wishlists as List[]).find((w) => w._id === id)!;
    return { doc: list, version: list.version };
  }
  async function postList(doc: List, version: number): Promise<Versioned<List>> {
    const saved = ok(await call("POST", "asWishlistUpsert", { _id: doc._id, name: doc.name, itemIds: doc.itemIds, version }, berlin)) as List;
    return { doc: saved, version: saved.version };
  }
  async function newList(name: string): Promise<List> {
    return ok(await call("POST", "asWishlistUpsert", { storeSlug: SLUG, name }, berlin)) as List;
  }

  it("an update without a version is a 400; of 20 saves based on the same version exactly one wins", async () => {
    const list = await newList("Gleichzeitig 1");
    const missing = await call("POST", "asWishlistUpsert", { _id: list._id, name: list.name, itemIds: [ids[0]] }, berlin);
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe("version");
    const results = await Promise.all(
      ids.map((id) => call("POST", "asWishlistUpsert", { _id: list._id, name: list.name, itemIds: [id], version: list.version }, berlin)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(WRITERS - 1);
    expect(results.find((r) => r.status === 409)?.body.error).toMatchObject({
      code: "conflict",
      message: "Der Merkzettel wurde inzwischen an anderer Stelle geändert. Bitte laden Sie ihn neu.",
      field: "version",
    });
    expect((await getList(list._id)).doc.itemIds).toHaveLength(1);
  });

  it("20 parallel saves with the browser's retry keep all 20 products; asWishlistAddItem raises the version too", async () => {
    const list = await newList("Gleichzeitig 2");
    await Promise.all(
      ids.map(async (id) => {
        const base = await getList(list._id);
        return saveRebased({
          base,
          change: (doc) => applyWishlistOp(doc, { kind: "add", id, quantity: 2 }),
          save: postList,
          reload: () => getList(list._id),
          isConflict: is409,
        });
      }),
    );
    const after = await getList(list._id);
    expect([...new Set(after.doc.itemIds)].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(after.doc.itemIds).toHaveLength(2 * WRITERS);
    expect(after.version).toBe(list.version + WRITERS);

    const added = ok(await call("POST", "asWishlistAddItem", { _id: list._id, productId: ids[0], quantity: 1 }, berlin)) as List;
    expect(added.version).toBe(after.version + 1);
    const stale = await call("POST", "asWishlistUpsert", { _id: list._id, name: "Alt", itemIds: after.doc.itemIds, version: after.version }, berlin);
    expect(stale.status).toBe(409);
    expect((await getList(list._id)).doc.itemIds.filter((x) => x === ids[0])).toHaveLength(3);
  });
});
