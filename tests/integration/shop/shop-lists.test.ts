import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, gte } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { replaceCartAs } from "../../helpers/cart";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores, vacations } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";
import { storeInvoice } from "@/lib/server/shop/orders";
import { forgetShopNotices } from "@/lib/server/shop/shop-events";
import { serveInvoiceDownload } from "@/lib/api/invoice-download";
import { deliveriesOf, forgetQueuedJobs } from "../../helpers/jobs";

// Orders list, wish lists, vouchers and absences: scoped to the caller's store, validated, server-priced.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let hamburg: string;
let nord: string;
const SLUG = "kuechenwelt-berlin";

beforeAll(async () => {
  db = await freshDatabase();
  [berlin, hamburg, nord] = await Promise.all([sessionCookie(DEMO.berlin), sessionCookie(DEMO.hamburg), sessionCookie(DEMO.nord)]);
});
afterAll(() => db.drop());

describe("asOrders / asOrder", () => {
  it("lists the store's orders of the last 30 days by default, newest first, and searches", async () => {
    // Move one of the studio's orders out of the default window.
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, SLUG));
    const [old] = await db.db.select().from(orders).where(eq(orders.storeId, store.id)).limit(1);
    await db.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60 * 86400_000) })
      .where(eq(orders.id, old.id));
    const res = await call("GET", "asOrders", { storeSlug: SLUG }, berlin);
    expect(res.status).toBe(200);
    const list = res.body.orders as { idfs: string; createdAt: string; customerReference: string | null; items: { name: string }[] }[];
    expect(list.length).toBeGreaterThan(0);
    const monthAgo = Date.now() - 31 * 86400_000;
    expect(list.every((o) => new Date(o.createdAt).getTime() >= monthAgo)).toBe(true);
    const all = (await call("GET", "asOrders", { storeSlug: SLUG, startDate: "2000-01-01", endDate: "2099-12-31" }, berlin)).body
      .orders as typeof list;
    expect(all.length).toBeGreaterThan(list.length);
    expect([...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((o) => o.idfs)).toEqual(all.map((o) => o.idfs));
    const target = all[all.length - 1];
    const found = (await call("GET", "asOrders", { storeSlug: SLUG, startDate: "2000-01-01", search: target.idfs.toLowerCase() }, berlin)).body
      .orders as typeof list;
    expect(found.map((o) => o.idfs)).toEqual([target.idfs]);
    const byArticle = (await call("GET", "asOrders", { storeSlug: SLUG, startDate: "2000-01-01", search: target.items[0].name.slice(0, 12) }, berlin))
      .body.orders as typeof list;
    expect(byArticle.map((o) => o.idfs)).toContain(target.idfs);
    // Another store's orders never appear.
    const hamburgOrders = (await call("GET", "asOrders", { storeSlug: "kuechenhaus-hamburg", startDate: "2000-01-01" }, hamburg)).body
      .orders as typeof list;
    expect(hamburgOrders.some((o) => all.some((b) => b.idfs === o.idfs))).toBe(false);
  });

  it("asOrder answers the caller's order and refuses another store's, also for the master", async () => {
    const all = (await call("GET", "asOrders", { storeSlug: SLUG, startDate: "2000-01-01" }, berlin)).body.orders as { idfs: string }[];
    const own = await call("GET", "asOrder", { idfs: all[0].idfs }, berlin);
    expect(own.status).toBe(200);
    expect(own.body.idfs).toBe(all[0].idfs);
    expect((await call("GET", "asOrder", { idfs: all[0].idfs }, hamburg)).status).toBe(403);
    expect((await call("GET", "asOrder", { idfs: all[0].idfs }, nord)).status).toBe(403);
    const hh = (await call("GET", "asOrders", { storeSlug: "kuechenhaus-hamburg", startDate: "2000-01-01" }, hamburg)).body.orders as {
      idfs: string;
    }[];
    // A master may see its child's orders.
    expect((await call("GET", "asOrder", { idfs: hh[0].idfs }, nord)).status).toBe(200);
  });

  it("the invoice download is only for the store's own orders", async () => {
    const all = (await call("GET", "asOrders", { storeSlug: SLUG, startDate: "2000-01-01" }, berlin)).body.orders as { idfs: string }[];
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, SLUG));
    const [other] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-hamburg"));
    const pdf = await storeInvoice(store, all[0].idfs);
    expect(pdf?.content.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await storeInvoice(other, all[0].idfs)).toBeNull();
  });

  it("the invoice page URL is served by asOrderInvoice: the PDF for the store's user, 404 for another store's, 401 signed out", async () => {
    const all = (await call("GET", "asOrders", { storeSlug: SLUG, startDate: "2000-01-01" }, berlin)).body.orders as { idfs: string }[];
    const page = (slug: string, cookie?: string) =>
      serveInvoiceDownload(
        new Request(`http://localhost/stores/${slug}/shop/orders/${all[0].idfs}/invoice`, { headers: cookie ? { cookie } : {} }),
        slug,
        all[0].idfs,
      );
    const own = await page(SLUG, berlin);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toBe(`attachment; filename="Rechnung-${all[0].idfs}.pdf"`);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // Another store's page, and this store's page naming another store's order, look like no page at all.
    expect((await page("kuechenhaus-hamburg", berlin)).status).toBe(404);
    const hh = (await call("GET", "asOrders", { storeSlug: "kuechenhaus-hamburg", startDate: "2000-01-01" }, hamburg)).body.orders as {
      idfs: string;
    }[];
    const foreignOrder = await serveInvoiceDownload(new Request("http://localhost/x", { headers: { cookie: berlin } }), SLUG, hh[0].idfs);
    expect(foreignOrder.status).toBe(404);
    expect((await page(SLUG)).status).toBe(401);
    // The master may download its child's invoice, as asOrder allows.
    expect(
      (await serveInvoiceDownload(new Request("http://localhost/x", { headers: { cookie: nord } }), "kuechenhaus-hamburg", hh[0].idfs)).status,
    ).toBe(200);
  });
});

describe("wish lists", () => {
  it("creates, renames, changes items, deletes; another store can do none of it", async () => {
    const [p1, p2] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(2);
    const created = await call("POST", "asWishlistUpsert", { storeSlug: SLUG, name: "  Musterküche 2  " }, berlin);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Musterküche 2", itemIds: [] });
    const id = created.body._id as string;
    // Who did what (issue 19): the owner created the list, the purchasing colleague changed it.
    const [owner] = await db.db.select({ name: user.name }).from(user).where(eq(user.email, "studio@kuechenwelt-berlin.example"));
    expect(created.body.updatedByName).toBe(owner.name);
    const einkauf = await sessionCookie("einkauf@kuechenwelt-berlin.example");
    const updated = await call(
      "POST",
      "asWishlistUpsert",
      { _id: id, name: "Kunde Meier", itemIds: [p1.id, p1.id, p2.id], version: created.body.version },
      einkauf,
    );
    expect(updated.body).toMatchObject({ name: "Kunde Meier", itemIds: [p1.id, p1.id, p2.id], updatedByName: "Jonas Becker" });
    const lists = (await call("GET", "asWishlists", { storeSlug: SLUG }, berlin)).body.wishlists as { _id: string; name: string }[];
    expect(lists[0]).toMatchObject({ _id: id, name: "Kunde Meier", updatedByName: "Jonas Becker" });
    expect((await call("POST", "asWishlistUpsert", { _id: id, name: "gekapert", itemIds: [], version: updated.body.version }, hamburg)).status).toBe(
      403,
    );
    expect((await call("POST", "asWishlistDelete", { _id: id }, hamburg)).status).toBe(403);
    const empty = await call("POST", "asWishlistUpsert", { _id: id, name: "", itemIds: [], version: updated.body.version }, berlin);
    expect(empty.status).toBe(400);
    expect(empty.body.error.field).toBe("name");
    const unknown = await call("POST", "asWishlistUpsert", { _id: id, name: "x", itemIds: [p1.id, 99999999], version: updated.body.version }, berlin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.field).toBe("itemIds.1");
    expect((await call("POST", "asWishlistDelete", { _id: id }, berlin)).status).toBe(200);
    const after = (await call("GET", "asWishlists", { storeSlug: SLUG }, berlin)).body.wishlists as { _id: string }[];
    expect(after.some((w) => w._id === id)).toBe(false);
  });

  it("moving wish-list items to the cart posts a chat notice for the shop channel, not for test stores", async () => {
    forgetShopNotices();
    await replaceCartAs(berlin, SLUG, { items: [] });
    const [a, b] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(2);
    const list = await call("POST", "asWishlistUpsert", { storeSlug: SLUG, name: "Musterküche Ausstellung" }, berlin);
    await call(
      "POST",
      "asWishlistUpsert",
      { _id: list.body._id, name: "Musterküche Ausstellung", itemIds: [a.id, a.id, b.id], version: list.body.version },
      berlin,
    );
    await forgetQueuedJobs(db.db);
    const lines = [
      { id: a.id, quantity: 2, desiredDeliveryDate: null },
      { id: b.id, quantity: 1, desiredDeliveryDate: null },
    ];
    const res = await replaceCartAs(berlin, SLUG, { items: lines }, { source: "wishlist", wishlistId: list.body._id });
    expect(res.status).toBe(200);
    const pending = (await deliveriesOf(db.db)).filter((d) => d.waiting);
    expect(pending.map((p) => p.payload)).toEqual([
      { kind: "chat", channel: "shop", message: expect.stringContaining("3 Artikel vom Merkzettel „Musterküche Ausstellung“") },
    ]);
    await db.db.update(stores).set({ isTest: true }).where(eq(stores.slug, SLUG));
    await forgetQueuedJobs(db.db);
    forgetShopNotices();
    await replaceCartAs(berlin, SLUG, { items: [] });
    await replaceCartAs(berlin, SLUG, { items: lines }, { source: "wishlist", wishlistId: list.body._id });
    expect((await deliveriesOf(db.db)).filter((d) => d.waiting)).toHaveLength(0);
    await db.db.update(stores).set({ isTest: false }).where(eq(stores.slug, SLUG));
  });
});

describe("vouchers", () => {
  it("the voucher box exists for Berlin, not for Hamburg", async () => {
    expect((await call("GET", "asDiscountCodeExistsForStore", { storeNumber: "10001" }, berlin)).body).toEqual({ exists: true });
    expect((await call("GET", "asDiscountCodeExistsForStore", { storeNumber: "10011" }, hamburg)).body).toEqual({ exists: false });
    expect((await call("GET", "asDiscountCodeExistsForStore", { storeNumber: "10001" }, hamburg)).status).toBe(403);
  });

  it("checks against the saved cart priced by the server, not the cartPrice sent", async () => {
    const [cheap] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.priceKaNetCents)).limit(1);
    await replaceCartAs(berlin, SLUG, { items: [{ id: cheap.id, quantity: 1, desiredDeliveryDate: null }] });
    const low = await call("POST", "asDiscountCodeCheck", { storeNumber: "10001", code: "kuech", cartPrice: 100000 }, berlin);
    expect(low.status).toBe(422);
    expect(low.body.error.message).toBe("Der Mindestbestellwert für Gutscheine beträgt 250,00\u00a0€ netto.");
    const [big] = await db.db.select({ id: products.id }).from(products).where(gte(products.priceKaNetCents, 30000)).limit(1);
    await replaceCartAs(berlin, SLUG, { items: [{ id: big.id, quantity: 1, desiredDeliveryDate: null }] });
    const ok = await call("POST", "asDiscountCodeCheck", { storeNumber: "10001", code: "KUECH", cartPrice: 0 }, berlin);
    expect(ok.body).toEqual({ code: "KUECH", amount: 50 });
    const inactive = await call("POST", "asDiscountCodeCheck", { storeNumber: "10001", code: "WINTR" }, berlin);
    expect(inactive.body.error.message).toBe("Dieser Gutscheincode ist ungültig.");
    const foreignCode = await call("POST", "asDiscountCodeCheck", { storeNumber: "10001", code: "NORDX" }, berlin);
    expect(foreignCode.body.error.message).toBe("Dieser Gutscheincode ist ungültig.");
    const short = await call("POST", "asDiscountCodeCheck", { storeNumber: "10001", code: "KUE" }, berlin);
    expect(short.body.error.message).toBe("Der Gutscheincode muss aus 5 Zeichen bestehen.");
  });
});

describe("absences", () => {
  it("saves new ranges (reversed ones swapped), answers the whole list, deletes", async () => {
    const crmId = "0011t00000KwBer1AA";
    const before = (await db.db.select().from(vacations)).length;
    const res = await call(
      "POST",
      "storeVacationsSave",
      { crmId, vacations: [{ crm: { Start_Date__c: "2031-08-20", End_Date__c: "2031-08-01" } }] },
      berlin,
    );
    expect(res.status).toBe(200);
    const list = res.body.vacations as { crm: { Id: string; Start_Date__c: string; End_Date__c: string } }[];
    const added = list.find((v) => v.crm.Start_Date__c === "2031-08-01");
    expect(added?.crm.End_Date__c).toBe("2031-08-20");
    expect((await db.db.select().from(vacations)).length).toBe(before + 1);
    expect((await call("POST", "storeVacationDelete", { crmId: added!.crm.Id, storeCrmId: crmId }, hamburg)).status).toBe(403);
    const del = await call("POST", "storeVacationDelete", { crmId: added!.crm.Id, storeCrmId: crmId }, berlin);
    expect(del.status).toBe(200);
    expect((del.body.vacations as { crm: { Id: string } }[]).some((v) => v.crm.Id === added!.crm.Id)).toBe(false);
    const bad = await call("POST", "storeVacationsSave", { crmId, vacations: [{ crm: { Start_Date__c: "2031-08-01" } }] }, berlin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("vacations.0.crm.End_Date__c");
  });
});
