import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, isNull } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { replaceCartAs, submitOrderAs } from "../../helpers/cart";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";

// Issue 42: an article sold in packs (BMEcat QUANTITY_MIN / QUANTITY_INTERVAL) is ordered only in them:
// the product DTO carries the pack size, the cart save and the order submit refuse other quantities.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let hinge: { id: number; name: string };
let other: { id: number; name: string };
const SLUG = "kuechenwelt-berlin";
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
const line = (id: number, quantity: number) => ({ id, quantity, desiredDeliveryDate: null });

beforeAll(async () => {
  db = await freshDatabase();
  berlin = await sessionCookie(DEMO.berlin);
  [hinge, other] = await db.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(isNull(products.withdrawnAt), eq(products.priceMissing, false), eq(products.classUnmapped, false)))
    .orderBy(asc(products.id))
    .limit(2);
  // A cart holding the article from before its supplier's pack size came.
  expect((await replaceCartAs(berlin, SLUG, { items: [line(hinge.id, 3)] })).status).toBe(200);
  await db.db.update(products).set({ orderQuantityMin: 8, orderQuantityInterval: 8 }).where(eq(products.id, hinge.id));
});
afterAll(() => db.drop());

describe("pack sizes in the shop", () => {
  it("are part of the product as the shop answers it", async () => {
    const r = await call("GET", "asProducts", { storeSlug: SLUG, ids: `${hinge.id},${other.id}`, limit: 2 }, berlin);
    expect(r.status).toBe(200);
    const byId = new Map((r.body.data as { id: number; packSize?: unknown }[]).map((p) => [p.id, p.packSize]));
    expect(byId.get(hinge.id)).toEqual({ min: 8, interval: 8 });
    expect(byId.get(other.id)).toBeUndefined();
  });

  it("refuse a changed quantity that is no pack in the cart save (422 in German), take packs, and keep a line stored before", async () => {
    const stale = await replaceCartAs(berlin, SLUG, { items: [line(hinge.id, 3), line(other.id, 1)] });
    expect(stale.status).toBe(200);
    const wrong = await replaceCartAs(berlin, SLUG, { items: [line(hinge.id, 12)] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({
      code: "rule",
      message: `„${hinge.name}“ wird nur in Verpackungseinheiten zu 8 Stück bestellt: bitte 8, 16, 24 … Stück wählen.`,
      field: "shopCart.items.0.quantity",
    });
    expect((await replaceCartAs(berlin, SLUG, { items: [line(hinge.id, 16), line(other.id, 1)] })).status).toBe(200);
  });

  it("are enforced by the order submit, whatever the stored cart holds", async () => {
    const before = (await db.db.select({ id: orders.id }).from(orders)).length;
    // A cart holding 3 from before the pack size came: the save keeps it, the submit refuses it.
    await db.db.update(products).set({ orderQuantityMin: 1, orderQuantityInterval: 1 }).where(eq(products.id, hinge.id));
    expect((await replaceCartAs(berlin, SLUG, { items: [line(hinge.id, 3)] })).status).toBe(200);
    await db.db.update(products).set({ orderQuantityMin: 8, orderQuantityInterval: 8 }).where(eq(products.id, hinge.id));
    const order = { deliveryAddress: address, deliveryContact: contact, customerReference: "Kommission Schulz" };
    const refused = await submitOrderAs(berlin, SLUG, `packs-${Date.now()}`, { items: [line(other.id, 1), line(hinge.id, 3)], ...order });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: "rule",
      message: `„${hinge.name}“ wird nur in Verpackungseinheiten zu 8 Stück bestellt: bitte 8, 16, 24 … Stück wählen.`,
      field: "order.items.1.quantity",
    });
    expect((await db.db.select({ id: orders.id }).from(orders)).length).toBe(before);
    const ok = await submitOrderAs(berlin, SLUG, `packs-ok-${Date.now()}`, { items: [line(hinge.id, 16)], ...order });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});
