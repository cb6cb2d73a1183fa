import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { replaceCartAs } from "../../helpers/cart";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { submitOrderAs } from "../../helpers/cart";

// Issue 32: an article a catalog import withdrew stays visible in orders, wish lists, quick order and the
// cart as „Nicht mehr lieferbar“, is never added again, and the order submit refuses it.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
const SLUG = "kuechenwelt-berlin";
type Line = { id: number; name: string; ean: string; withdrawn?: boolean };
type Order = { idfs: string; items: Line[] };

let oldOrder: { idfs: string; items: { id: number }[] };
let gone: { id: number; name: string; ean: string };
let kept: { id: number; name: string; ean: string };
let stillInCart: { id: number; name: string; ean: string };

const address = {
  mode: "studio",
  companyName: "Küchenwelt Berlin GmbH",
  toAttention: "Sabine Krüger",
  addressStreet: "Schönhauser Allee 112",
  addressZip: "10439",
  addressCity: "Berlin",
  addressState: "Berlin",
  addressCountry: "Deutschland",
  phone: "030 1234567",
};
const contact = { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" };

const withdraw = (ids: number[]) => db.db.update(products).set({ withdrawnAt: new Date() }).where(inArray(products.id, ids));
const product = async (id: number) => (await db.db.select().from(products).where(eq(products.id, id)))[0];

beforeAll(async () => {
  db = await freshDatabase();
  berlin = await sessionCookie(DEMO.berlin);
  const [store] = await db.db.select().from(stores).where(eq(stores.slug, SLUG));
  const mine = await db.db.select().from(orders).where(eq(orders.storeId, store.id)).orderBy(desc(orders.createdAt));
  const withTwo = mine.find((o) => new Set(o.items.map((i) => i.id)).size >= 2);
  expect(withTwo).toBeTruthy();
  oldOrder = withTwo!;
  gone = await product(oldOrder.items[0].id);
  kept = await product(oldOrder.items.find((i) => i.id !== gone.id)!.id);
  // An article put into the cart before it was withdrawn.
  const [other] = await db.db
    .select()
    .from(products)
    .where(and(isNull(products.withdrawnAt), ne(products.id, gone.id), ne(products.id, kept.id)))
    .orderBy(asc(products.id))
    .limit(1);
  stillInCart = other;
  const saved = await replaceCartAs(berlin, SLUG, {
    items: [
      { id: kept.id, quantity: 1, desiredDeliveryDate: null },
      { id: stillInCart.id, quantity: 2, desiredDeliveryDate: null },
    ],
  });
  expect(saved.status).toBe(200);
  await withdraw([gone.id, stillInCart.id]);
});
afterAll(() => db.drop());

describe("a withdrawn article", () => {
  it("carries „withdrawn“ in the product DTO read by id, and is no longer listed", async () => {
    const byId = await call("GET", "asProducts", { storeSlug: SLUG, ids: `${gone.id},${kept.id}`, limit: 2 }, berlin);
    expect(byId.status).toBe(200);
    const states = new Map((byId.body.data as { id: number; availability: { state: string } }[]).map((p) => [p.id, p.availability.state]));
    expect(states.get(gone.id)).toBe("withdrawn");
    expect(states.get(kept.id)).not.toBe("withdrawn");
    const search = await call("GET", "asProducts", { storeSlug: SLUG, search: gone.ean, limit: 20 }, berlin);
    expect((search.body.data as { id: number }[]).some((p) => p.id === gone.id)).toBe(false);
  });

  it("stays in the old order, its line marked withdrawn, while the stored order is unchanged", async () => {
    const list = await call("GET", "asOrders", { storeSlug: SLUG, startDate: "2000-01-01", endDate: "2099-12-31" }, berlin);
    expect(list.status).toBe(200);
    const o = (list.body.orders as Order[]).find((x) => x.idfs === oldOrder.idfs)!;
    expect(o.items.find((i) => i.id === gone.id)?.withdrawn).toBe(true);
    expect(o.items.find((i) => i.id === kept.id)?.withdrawn).toBe(false);
    const one = await call("GET", "asOrder", { idfs: oldOrder.idfs }, berlin);
    expect((one.body as Order).items.find((i) => i.id === gone.id)?.withdrawn).toBe(true);
    const [stored] = await db.db.select().from(orders).where(eq(orders.idfs, oldOrder.idfs));
    expect(stored.items.map((i) => i.id)).toEqual(oldOrder.items.map((i) => i.id));
    expect(stored.items.some((i) => "withdrawn" in i)).toBe(false);
  });

  it("is answered with a German message, not a product, in the quick order and the reorder (EAN and article number)", async () => {
    const res = await call(
      "POST",
      "asQuickOrderResolve",
      {
        storeSlug: SLUG,
        lines: [
          { code: gone.ean, quantity: 1 },
          { code: kept.ean, quantity: 2 },
        ],
      },
      berlin,
    );
    expect(res.status).toBe(200);
    const [a, b] = res.body.lines as { product: { id: number } | null; reason: string | null; withdrawn?: boolean }[];
    expect(a).toMatchObject({ product: null, reason: `„${gone.name}“ ist nicht mehr lieferbar.`, withdrawn: true });
    expect(b.product?.id).toBe(kept.id);
    const full = await product(gone.id);
    const byNumber = await call("POST", "asQuickOrderResolve", { storeSlug: SLUG, lines: [{ code: full.producerId, quantity: 1 }] }, berlin);
    const line = (byNumber.body.lines as { product: { id: number } | null; reason: string | null }[])[0];
    expect(line.product?.id).not.toBe(gone.id);
    // The number alone: another live article sharing it is found, else the same German message.
    if (!line.product) expect(line.reason).toBe(`„${gone.name}“ ist nicht mehr lieferbar.`);
  });

  it("is not suggested while a number is typed", async () => {
    const res = await call("POST", "asQuickOrderResolve", { storeSlug: SLUG, lines: [{ code: gone.ean, quantity: 1 }], suggest: true }, berlin);
    expect((res.body.suggestions as { id: number }[]).some((s) => s.id === gone.id)).toBe(false);
  });

  it("shows in „Zuletzt gekauft“ marked withdrawn", async () => {
    const res = await call("GET", "asRecentPurchases", { storeSlug: SLUG }, berlin);
    expect(res.status).toBe(200);
    const list = res.body.products as { id: number; withdrawn: boolean }[];
    expect(list.find((p) => p.id === gone.id)?.withdrawn).toBe(true);
    expect(list.find((p) => p.id === kept.id)?.withdrawn).toBe(false);
  });

  it("stays on a wish list", async () => {
    const created = await call("POST", "asWishlistUpsert", { storeSlug: SLUG, name: "Ausstellung alt" }, berlin);
    expect(created.status).toBe(200);
    const saved = await call(
      "POST",
      "asWishlistUpsert",
      { _id: created.body._id, name: "Ausstellung alt", itemIds: [gone.id, kept.id], version: created.body.version },
      berlin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.itemIds).toEqual([gone.id, kept.id]);
  });

  it("cannot be put into the cart as a new line (422 naming it), but a cart holding it from before still saves", async () => {
    const added = await replaceCartAs(berlin, SLUG, {
      items: [
        { id: kept.id, quantity: 1, desiredDeliveryDate: null },
        { id: stillInCart.id, quantity: 2, desiredDeliveryDate: null },
        { id: gone.id, quantity: 1, desiredDeliveryDate: null },
      ],
    });
    expect(added.status).toBe(422);
    expect(added.body.error).toMatchObject({
      code: "rule",
      message: `„${gone.name}“ ist nicht mehr lieferbar und kann nicht in den Warenkorb gelegt werden.`,
      field: "shopCart.items.2.id",
    });
    const changed = await replaceCartAs(berlin, SLUG, {
      items: [
        { id: kept.id, quantity: 3, desiredDeliveryDate: null },
        { id: stillInCart.id, quantity: 2, desiredDeliveryDate: null },
      ],
    });
    expect(changed.status).toBe(200);
  });

  it("is refused by the order submit with a 422 naming it, and nothing is stored", async () => {
    const before = (await db.db.select({ id: orders.id }).from(orders)).length;
    const res = await submitOrderAs(berlin, SLUG, `withdrawn-${Date.now()}`, {
      items: [
        { id: kept.id, quantity: 3, desiredDeliveryDate: null },
        { id: stillInCart.id, quantity: 2, desiredDeliveryDate: null },
      ],
      deliveryAddress: address,
      deliveryContact: contact,
      customerReference: "Kommission Schulz",
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: "rule",
      message: `„${stillInCart.name}“ ist nicht mehr lieferbar. Bitte entfernen Sie den Artikel aus dem Warenkorb.`,
      field: "order.items.1.id",
    });
    expect((await db.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });
});
