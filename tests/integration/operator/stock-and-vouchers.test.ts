import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { discountCodes } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { productStock } from "@/models/shop/stock";
import { stores } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import { AppError } from "@/lib/server/platform/errors";
import { berlinToday } from "@/lib/domain/platform/berlin-time";
import { addWorkingDays } from "@/lib/domain/platform/working-days";
import { dateToYyyymmdd, isoDay } from "@/lib/domain/platform/format";
import { addDays } from "date-fns";
import type { OrderInput } from "@/lib/domain/shop/checkout-schema";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { replaceCartAs, submitStoredOrder } from "../../helpers/cart";

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let hamburg: string;
let kiel: string;
/** Three products with their own shipping time, none of the provider's. */
let a: { id: number; ean: string; producerId: string; minDays: number; name: string };
let b: typeof a;
let c: typeof a;

/** A machine's request: the key as Bearer, no cookie, no Origin. */
async function withKey(key: string, input: unknown, contentType = "application/json") {
  const req = new Request("http://localhost/api/stockUpdate", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": contentType },
    body: JSON.stringify(input),
  });
  const res = await serveEndpoint(req, "stockUpdate", "POST");
  return { status: res.status, body: await res.json() };
}

async function keyWith(scopes: string[]) {
  const res = await call("POST", "apiKeyCreate", { name: `Lager ${scopes.join(",")}`, scopes }, operator);
  expect(res.status).toBe(200);
  return res.body.secret as string;
}

const stockRows = () => db.db.select().from(productStock).orderBy(asc(productStock.productId));
const inDays = (n: number) => isoDay(addDays(berlinToday(new Date()), n));

beforeAll(async () => {
  db = await freshDatabase();
  [operator, hamburg, kiel] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.hamburg), sessionCookie(DEMO.kiel)]);
  const rows = await db.db
    .select({ id: products.id, ean: products.ean, producerId: products.producerId, minDays: products.shippingTimeMinDays, name: products.name })
    .from(products)
    .where(eq(products.shippingTimeProvider, false))
    .orderBy(asc(products.id))
    .limit(3);
  [a, b, c] = rows;
});
afterAll(() => db.drop());

describe("stockUpdate", () => {
  it("a key with stock:write sets availability by EAN or article number and answers what changed", async () => {
    const key = await keyWith(["stock:write"]);
    const res = await withKey(key, {
      lines: [
        { article: a.ean, available: false, quantity: 0, restockDate: inDays(60) },
        { article: b.producerId, available: true, quantity: 3, restockDate: null },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.unchanged).toBe(0);
    expect(res.body.changed).toEqual([
      {
        line: 1,
        article: a.ean,
        productId: a.id,
        name: a.name,
        before: { state: "available", quantity: null, restockDate: null },
        after: { state: "out", quantity: 0, restockDate: inDays(60) },
      },
      {
        line: 2,
        article: b.producerId,
        productId: b.id,
        name: b.name,
        before: { state: "available", quantity: null, restockDate: null },
        after: { state: "low", quantity: 3, restockDate: null },
      },
    ]);
    // The same update again changes nothing.
    const again = await withKey(key, { lines: [{ article: b.producerId, available: true, quantity: 3 }] });
    expect(again.body).toEqual({ changed: [], unchanged: 1 });
  });

  it("a key without stock:write gets 403 naming the scope; a studio's session gets 403", async () => {
    const key = await keyWith(["orders:read", "catalog:write"]);
    const res = await withKey(key, { lines: [{ article: c.ean, available: false }] });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toContain("stock:write");
    const studio = await call("POST", "stockUpdate", { lines: [{ article: c.ean, available: false }] }, hamburg);
    expect(studio.status).toBe(403);
    expect(studio.body.error.message).toBe("Sie haben keinen Zugriff auf den Betrieb.");
    expect((await stockRows()).map((r) => r.productId)).not.toContain(c.id);
  });

  it("an unknown article is a 422 naming line and article, and nothing of the update is saved", async () => {
    const before = await stockRows();
    const res = await call(
      "POST",
      "stockUpdate",
      {
        lines: [
          { article: c.ean, available: false, quantity: 0, restockDate: null },
          { article: "GIBTS-NICHT-42", available: true, quantity: 9 },
        ],
      },
      operator,
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: "rule",
      field: "lines.1.article",
      message: "Zeile 2: Der Artikel „GIBTS-NICHT-42“ ist unbekannt. Es wurde nichts gespeichert.",
    });
    expect(await stockRows()).toEqual(before);
  });

  it("the operator's session sends the CSV delta; a wrong line is named with its line in the file", async () => {
    const bad = await call("POST", "stockUpdate", { csv: `Artikelnummer;Bestand;Lieferbar;Wieder ab\n${c.ean};2;ja;\n${c.ean};x;ja;` }, operator);
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("Zeile 3: Der Bestand „x“ ist keine ganze Zahl ab 0.");
    const twice = await call("POST", "stockUpdate", { csv: `Artikelnummer;Bestand\n${c.ean};2\n${c.producerId};4` }, operator);
    expect(twice.status).toBe(422);
    expect(twice.body.error.message).toBe(`Zeile 3: Der Artikel „${c.producerId}“ steht schon in Zeile 2. Es wurde nichts gespeichert.`);
    const ok = await call("POST", "stockUpdate", { csv: `Artikelnummer;Bestand;Lieferbar;Wieder ab\n${c.ean};2;ja;` }, operator);
    expect(ok.status).toBe(200);
    expect(ok.body.changed[0]).toMatchObject({ line: 2, productId: c.id, after: { state: "low", quantity: 2 } });
    const [row] = await db.db.select().from(productStock).where(eq(productStock.productId, c.id));
    expect(row.updatedByName).toBeTruthy();
  });

  it("list, product page and cart DTOs carry the availability; untouched products stay lieferbar", async () => {
    const list = await call("GET", "asProducts", { storeSlug: "kuechenhaus-hamburg", ids: `${a.id},${b.id}` }, hamburg);
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { availability: unknown }) => p.availability)).toEqual([
      { state: "out", quantity: 0, restockDate: inDays(60) },
      { state: "low", quantity: 3, restockDate: null },
    ]);
    const untouched = await call("GET", "asProducts", { storeSlug: "kuechenhaus-hamburg", limit: 5, sortingField: "name" }, hamburg);
    expect(untouched.status).toBe(200);
    const others = untouched.body.data.filter((p: { id: number }) => ![a.id, b.id, c.id].includes(p.id));
    expect(others.length).toBeGreaterThan(0);
    for (const p of others) expect(p.availability).toEqual({ state: "available", quantity: null, restockDate: null });
  });
});

describe("Produkte", () => {
  it("lists every product without a search, finds one by EAN, article number or name, and shows its stock and BMEcat data", async () => {
    const all = await call("GET", "operatorProducts", { offset: "0" }, operator);
    expect(all.status).toBe(200);
    expect(all.body.rows).toHaveLength(25);
    expect(all.body.count).toBeGreaterThan(25);
    const byEan = await call("GET", "operatorProducts", { q: a.ean, offset: "0" }, operator);
    expect(byEan.body.rows).toEqual([
      expect.objectContaining({ id: a.id, ean: a.ean, withdrawn: false, availability: { state: "out", quantity: 0, restockDate: inDays(60) } }),
    ]);
    const byNumber = await call("GET", "operatorProducts", { q: b.producerId, offset: "0" }, operator);
    expect(byNumber.body.rows.map((r: { id: number }) => r.id)).toContain(b.id);
    const byName = await call("GET", "operatorProducts", { q: a.name.slice(2, 12).toLowerCase(), offset: "0" }, operator);
    expect(byName.body.rows.map((r: { id: number }) => r.id)).toContain(a.id);
    const detail = await call("GET", "operatorProduct", { id: String(a.id) }, operator);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: a.id, stock: { available: false, quantity: 0, restockDate: inDays(60) } });
    expect(Array.isArray(detail.body.features) && Array.isArray(detail.body.prices) && Array.isArray(detail.body.media)).toBe(true);
    expect((await call("GET", "operatorProduct", { id: "2147483647" }, operator)).status).toBe(404);
    expect((await call("GET", "operatorProducts", { offset: "0" }, hamburg)).status).toBe(403);
  });
});

describe("the checkout's earliest date waits for the restock", () => {
  const orderOf = (id: number, quantity: number, desiredDeliveryDate: number) =>
    ({
      items: [{ id, quantity, desiredDeliveryDate }],
      deliveryAddress: {
        mode: "studio",
        companyName: "Küchenhaus Hamburg",
        toAttention: "",
        firstName: "",
        lastName: "",
        addressStreet: "Elbchaussee 1",
        addressZip: "22763",
        addressCity: "Hamburg",
        addressState: "Hamburg",
        addressCountry: "Deutschland",
        addressAddInfo: "",
        phone: "040 123456",
      },
      deliveryContact: { gender: "Frau", firstName: "Anna", lastName: "Berg", phone: "040 123456", email: "einkauf@hamburg.example" },
      customerReference: null,
    }) as unknown as OrderInput;

  it("an article out of stock cannot be wished before its restock date plus its shipping time", async () => {
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-hamburg"));
    const restock = addDays(berlinToday(new Date()), 60);
    const earliest = addWorkingDays(restock, a.minDays);
    const dayBefore = addDays(earliest, -1);
    // A working day before the earliest date is refused with the German reason.
    const before = addWorkingDays(berlinToday(new Date()), a.minDays + 1);
    await expect(submitStoredOrder(store, `stock-early-${Date.now()}`, orderOf(a.id, 1, dateToYyyymmdd(before)))).rejects.toThrow(
      "Das Wunschlieferdatum liegt vor dem frühestmöglichen Liefertermin.",
    );
    expect(dayBefore < earliest).toBe(true);
    const stored = await submitStoredOrder(store, `stock-ok-${Date.now()}`, orderOf(a.id, 1, dateToYyyymmdd(earliest)));
    expect(stored.created).toBe(true);
  });

  it("a backorder beyond a nur-noch-N stock with a restock date waits too; within the stock it does not", async () => {
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-hamburg"));
    await call("POST", "stockUpdate", { lines: [{ article: b.ean, available: true, quantity: 3, restockDate: inDays(40) }] }, operator);
    const soon = addWorkingDays(berlinToday(new Date()), b.minDays + 2);
    const within = await submitStoredOrder(store, `stock-within-${Date.now()}`, orderOf(b.id, 3, dateToYyyymmdd(soon)));
    expect(within.created).toBe(true);
    let refused: unknown = null;
    try {
      await submitStoredOrder(store, `stock-beyond-${Date.now()}`, orderOf(b.id, 4, dateToYyyymmdd(soon)));
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).field).toBe("order.items.0.desiredDeliveryDate");
  });
});

describe("Gutscheine in /betrieb", () => {
  it("the operator creates a code for one studio: that studio can redeem it, another cannot; then disables it", async () => {
    const [hh] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-hamburg"));
    const created = await call(
      "POST",
      "operatorVoucherCreate",
      { code: "hh-50", amount: 50, maxUses: 2, validFrom: null, validUntil: inDays(30), forAll: false, storeIds: [hh.id] },
      operator,
    );
    expect(created.status).toBe(400);
    expect(created.body.error.message).toContain("genau 5 Buchstaben oder Ziffern");
    const ok = await call(
      "POST",
      "operatorVoucherCreate",
      { code: "hhneu", amount: 50, maxUses: 2, validFrom: null, validUntil: inDays(30), forAll: false, storeIds: [hh.id] },
      operator,
    );
    expect(ok).toMatchObject({ status: 200, body: { code: "HHNEU", studios: 1 } });
    const twice = await call("POST", "operatorVoucherCreate", { code: "HHNEU", amount: 10, forAll: false, storeIds: [hh.id] }, operator);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toContain("schon");

    // Hamburg's cart over the minimum order value; Kiel's too.
    const big = await db.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shippingTimeProvider, false)))
      .orderBy(asc(products.priceKaNetCents))
      .limit(1);
    const cart = { items: [{ id: big[0].id, quantity: 400, desiredDeliveryDate: null }] };
    expect((await replaceCartAs(hamburg, "kuechenhaus-hamburg", cart)).status).toBe(200);
    expect((await replaceCartAs(kiel, "kuechenhaus-kiel", cart)).status).toBe(200);

    const redeemed = await call("POST", "asDiscountCodeCheck", { storeNumber: "10011", code: "hhneu" }, hamburg);
    expect(redeemed).toMatchObject({ status: 200, body: { code: "HHNEU", amount: 50 } });
    const other = await call("POST", "asDiscountCodeCheck", { storeNumber: "10013", code: "HHNEU" }, kiel);
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe("Dieser Gutscheincode ist ungültig.");

    const list = await call("GET", "operatorVouchers", {}, operator);
    const listed = list.body.vouchers.find((v: { code: string }) => v.code === "HHNEU");
    expect(listed).toMatchObject({ amountCents: 5000, maxUses: 2, validUntil: inDays(30), active: true });
    expect(listed.studios).toEqual([{ storeId: hh.id, storeName: hh.name, storeNumber: "10011", active: true, uses: 0 }]);

    const disabled = await call("POST", "operatorVoucherDisable", { code: "HHNEU", storeId: hh.id }, operator);
    expect(disabled).toMatchObject({ status: 200, body: { disabled: 1 } });
    const after = await call("POST", "asDiscountCodeCheck", { storeNumber: "10011", code: "HHNEU" }, hamburg);
    expect(after.status).toBe(422);
  });

  it("a code for all studios, its limit of uses and its validity are checked at redeem and at order", async () => {
    const all = await call("POST", "operatorVoucherCreate", { code: "ALLE1", amount: 20, maxUses: 1, forAll: true, storeIds: [] }, operator);
    expect(all.status).toBe(200);
    const studios = await db.db.select({ id: stores.id }).from(stores);
    expect(all.body.studios).toBe(studios.length);
    const later = await call("POST", "operatorVoucherCreate", { code: "SPAET", amount: 20, validFrom: inDays(10), forAll: true }, operator);
    expect(later.status).toBe(200);
    const notYet = await call("POST", "asDiscountCodeCheck", { storeNumber: "10013", code: "SPAET" }, kiel);
    expect(notYet.status).toBe(422);
    expect(notYet.body.error.message).toMatch(/^Dieser Gutschein gilt erst ab \d\d\.\d\d\.\d{4}\.$/);

    // Kiel uses ALLE1 once in an order; the second redeem is refused.
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-kiel"));
    const [cheap] = await db.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.shippingTimeProvider, false))
      .orderBy(asc(products.priceKaNetCents))
      .limit(1);
    const items = [{ id: cheap.id, quantity: 400, desiredDeliveryDate: null }];
    const order = {
      items,
      deliveryAddress: {
        mode: "studio",
        companyName: "Küchenhaus Kiel",
        toAttention: "",
        firstName: "",
        lastName: "",
        addressStreet: "Holtenauer Str. 1",
        addressZip: "24103",
        addressCity: "Kiel",
        addressState: "Schleswig-Holstein",
        addressCountry: "Deutschland",
        addressAddInfo: "",
        phone: "0431 123456",
      },
      deliveryContact: { gender: "Herr", firstName: "Jan", lastName: "Kock", phone: "0431 123456", email: "einkauf@kiel.example" },
      customerReference: null,
      discountCode: { code: "ALLE1", amount: 20 },
    } as unknown as OrderInput;
    expect((await submitStoredOrder(store, `alle1-${Date.now()}`, order)).created).toBe(true);
    await expect(submitStoredOrder(store, `alle1-again-${Date.now()}`, order)).rejects.toThrow(
      "Dieser Gutschein wurde bereits so oft eingelöst, wie es erlaubt ist.",
    );

    const off = await call("POST", "operatorVoucherDisable", { code: "ALLE1" }, operator);
    expect(off.body.disabled).toBe(studios.length);
    const rows = await db.db.select({ active: discountCodes.active }).from(discountCodes).where(eq(discountCodes.code, "ALLE1"));
    expect(rows.every((r) => !r.active)).toBe(true);
  });
});
