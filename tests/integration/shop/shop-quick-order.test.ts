import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { replaceCartAs } from "../../helpers/cart";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { deliveriesOf, forgetQueuedJobs } from "../../helpers/jobs";

// asQuickOrderResolve (Schnellbestellung, CSV upload, Erneut bestellen) and asRecentPurchases.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let nord: string;
const SLUG = "kuechenwelt-berlin";
type Resolved = {
  code: string;
  quantity: number;
  product: { id: number; name: string; priceKaNet: number } | null;
  reason: string | null;
  candidates: { id: number }[];
};

const resolve = async (lines: { code: string; quantity: number }[], cookie = berlin, storeSlug = SLUG, suggest?: boolean) =>
  call("POST", "asQuickOrderResolve", { storeSlug, lines, ...(suggest ? { suggest } : {}) }, cookie);

beforeAll(async () => {
  db = await freshDatabase();
  [berlin, nord] = await Promise.all([sessionCookie(DEMO.berlin), sessionCookie(DEMO.nord)]);
});
afterAll(() => db.drop());

describe("asQuickOrderResolve", () => {
  it("finds a product by EAN and by article number written with other spaces, dashes and case, at today's price", async () => {
    const [a, b] = await db.db.select().from(products).orderBy(asc(products.id)).limit(2);
    // b gets a number of its own with a space and a dash, as some makers write them.
    await db.db.update(products).set({ producerId: "ZX 4711-08", priceKaNetCents: 12345 }).where(eq(products.id, b.id));
    const res = await resolve([
      { code: a.ean, quantity: 2 },
      { code: " zx4711 08 ", quantity: 3 },
    ]);
    expect(res.status).toBe(200);
    const lines = res.body.lines as Resolved[];
    expect(lines.map((l) => [l.product?.id, l.quantity, l.reason])).toEqual([
      [a.id, 2, null],
      [b.id, 3, null],
    ]);
    expect(lines[1].product?.priceKaNet).toBe(123.45);
  });

  it("answers unknown numbers, bad quantities and numbers shared by several products with the German reason", async () => {
    const [a, b] = await db.db.select().from(products).orderBy(asc(products.id)).offset(5).limit(2);
    await db.db
      .update(products)
      .set({ producerId: "GEMEINSAM1" })
      .where(inArray(products.id, [a.id, b.id]));
    const res = await resolve([
      { code: "GIBT-ES-NICHT-123", quantity: 1 },
      { code: a.ean, quantity: 0 },
      { code: a.ean, quantity: 1.5 },
      { code: "gemeinsam1", quantity: 1 },
      { code: b.ean, quantity: 1 },
      { code: "", quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    const lines = res.body.lines as Resolved[];
    expect(lines.map((l) => l.reason)).toEqual([
      "Unbekannte Artikelnummer oder EAN.",
      "Die Menge muss eine ganze Zahl zwischen 1 und 999 sein.",
      "Die Menge muss eine ganze Zahl zwischen 1 und 999 sein.",
      "Die Artikelnummer passt zu 2 Artikeln – bitte die EAN angeben.",
      null,
      "Keine Artikelnummer oder EAN angegeben.",
    ]);
    expect(lines[3].candidates.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect(lines[4].product?.id).toBe(b.id);
  });

  it("suggests products whose number or EAN starts with what was typed, the exact one first", async () => {
    const [p] = await db.db.select().from(products).orderBy(asc(products.id)).offset(10).limit(1);
    const byEan = await resolve([{ code: p.ean.slice(0, 9), quantity: 1 }], berlin, SLUG, true);
    expect(byEan.status).toBe(200);
    expect((byEan.body.suggestions as { ean: string }[]).every((s) => s.ean.startsWith(p.ean.slice(0, 9)))).toBe(true);
    const exact = await resolve([{ code: p.producerId.toLowerCase(), quantity: 1 }], berlin, SLUG, true);
    expect((exact.body.suggestions as { id: number; producerId: string }[])[0].producerId.replace(/[\s./-]/g, "").toUpperCase()).toBe(
      p.producerId.replace(/[\s./-]/g, "").toUpperCase(),
    );
    const none = await resolve([{ code: "QQQQQQ", quantity: 1 }], berlin, SLUG, true);
    expect(none.body.suggestions).toEqual([]);
  });

  it("another studio's slug is refused; a master may resolve for its child", async () => {
    const [p] = await db.db.select().from(products).limit(1);
    expect((await resolve([{ code: p.ean, quantity: 1 }], berlin, "kuechenhaus-hamburg")).status).toBe(403);
    expect((await resolve([{ code: p.ean, quantity: 1 }], nord, SLUG)).status).toBe(403);
    expect((await resolve([{ code: p.ean, quantity: 1 }], nord, "kuechenhaus-hamburg")).status).toBe(200);
    expect((await resolve([{ code: p.ean, quantity: 1 }], "")).status).toBe(401);
  });

  it("refuses more than 1,000 lines as a whole", async () => {
    const lines = Array.from({ length: 1001 }, (_, i) => ({ code: String(i), quantity: 1 }));
    const res = await resolve(lines);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("lines");
  });
});

describe("Erneut bestellen and Zuletzt gekauft", () => {
  it("an order's lines resolve again by EAN; a product no longer in the catalog is reported", async () => {
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, SLUG));
    const [order] = await db.db.select().from(orders).where(eq(orders.storeId, store.id)).orderBy(desc(orders.createdAt)).limit(1);
    expect(order.items.length).toBeGreaterThan(0);
    const gone = order.items[0];
    await db.db.delete(products).where(eq(products.id, gone.id));
    const res = await resolve(order.items.map((i) => ({ code: i.ean, quantity: i.quantity })));
    const lines = res.body.lines as Resolved[];
    expect(lines[0]).toMatchObject({ product: null, reason: "Unbekannte Artikelnummer oder EAN." });
    expect(lines.slice(1).every((l) => l.product !== null)).toBe(true);

    const recent = await call("GET", "asRecentPurchases", { storeSlug: SLUG }, berlin);
    expect(recent.status).toBe(200);
    const list = recent.body.products as { id: number; lastOrderedAt: string; timesOrdered: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((p) => p.id === gone.id)).toBe(false);
    const times = list.map((p) => p.lastOrderedAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Every product listed was ordered by Berlin.
    const berlinOrders = await db.db.select({ items: orders.items }).from(orders).where(eq(orders.storeId, store.id));
    const ordered = new Set(berlinOrders.flatMap((o) => o.items.map((i) => i.id)));
    expect(list.every((p) => ordered.has(p.id))).toBe(true);
    expect((await call("GET", "asRecentPurchases", { storeSlug: "kuechenhaus-hamburg" }, berlin)).status).toBe(403);
  });

  it("many lines going to the cart at once post a chat notice for the shop channel", async () => {
    await replaceCartAs(berlin, SLUG, { items: [] });
    await forgetQueuedJobs(db.db);
    const ids = (await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(12)).map((p) => p.id);
    const res = await replaceCartAs(
      berlin,
      SLUG,
      { items: ids.map((id) => ({ id, quantity: 1, desiredDeliveryDate: null })) },
      { source: "quickOrder" },
    );
    expect(res.status).toBe(200);
    const pending = (await deliveriesOf(db.db)).filter((d) => d.waiting);
    expect(pending.map((p) => p.payload)).toEqual([
      { kind: "chat", channel: "shop", message: expect.stringContaining("Schnellbestellung in den Warenkorb: Küchenwelt Berlin") },
    ]);
  });
});
