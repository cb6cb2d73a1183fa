import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import type { OperatorProductDetail } from "@/lib/domain/operator/products";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// The Produkte detail's „Preise je Preisliste“ (issue 32): every list with lines for the product, the
// studios it prices (directly, and the children of a master through it, unless a child has its own list),
// each line with ab Menge, price, validity and whether it is valid today.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let product: { id: number; producerId: string; list: number };
let other: { id: number; producerId: string };

const today = berlinIsoDay(new Date());
const shift = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  db = await freshDatabase();
  operator = await sessionCookie(DEMO.betrieb);
  const rows = await db.db
    .select({ id: products.id, producerId: products.producerId, list: products.priceKaNetCents })
    .from(products)
    .where(sql`${products.priceKaNetCents} > 20000 and (select count(*) from products q where q.producer_id = ${products.producerId}) = 1`)
    .orderBy(asc(products.id))
    .limit(2);
  [product] = rows;
  other = rows[1];
  // Prices chosen for the tiers, not against the list price: a line below half of it is confirmed (issue 43).
  const upsert = async (input: Record<string, unknown>) =>
    expect((await call("POST", "priceListUpsert", { ...input, confirm: true }, operator)).body).toMatchObject({ saved: true });
  await upsert({
    name: "Gruppe Nord",
    stores: ["kuechenhaus-nord"],
    lines: [
      { article: product.producerId, priceNet: 180, fromQuantity: 1 },
      { article: product.producerId, priceNet: 150, fromQuantity: 10, validFrom: shift(today, -30), validTo: shift(today, -1) },
    ],
  });
  await upsert({
    name: "Berlin Vertrag",
    stores: ["kuechenwelt-berlin"],
    lines: [{ article: product.producerId, priceNet: 170, validFrom: shift(today, 1), validTo: null }],
  });
});
afterAll(() => db.drop());

async function detail(id: number): Promise<OperatorProductDetail> {
  const res = await call("GET", "operatorProduct", { id }, operator);
  expect(res.status).toBe(200);
  return res.body as OperatorProductDetail;
}

describe("operatorProduct: prices per price list", () => {
  it("names every list with its studios, lines and whether each is valid today", async () => {
    const [nord] = await db.db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.slug, "kuechenhaus-nord"));
    const children = await db.db.select({ name: stores.name }).from(stores).where(eq(stores.parentId, nord.id));
    const [berlin] = await db.db.select({ name: stores.name }).from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
    const d = await detail(product.id);
    expect(d.priceLists.map((l) => l.name)).toEqual(["Berlin Vertrag", "Gruppe Nord"]);
    const [berlinList, nordList] = d.priceLists;
    expect(berlinList.studios).toEqual([{ name: berlin.name, via: null }]);
    expect(berlinList.lines).toEqual([{ fromQuantity: 1, priceNetCents: 17_000, validFrom: shift(today, 1), validTo: null, validToday: false }]);
    // The master itself, and each child through it.
    expect(children.length).toBeGreaterThan(0);
    expect(nordList.studios).toEqual(
      [{ name: nord.name, via: null }, ...children.map((c) => ({ name: c.name, via: nord.name }))].sort((a, b) => a.name.localeCompare(b.name, "de")),
    );
    expect(nordList.lines).toEqual([
      { fromQuantity: 1, priceNetCents: 18_000, validFrom: null, validTo: null, validToday: true },
      { fromQuantity: 10, priceNetCents: 15_000, validFrom: shift(today, -30), validTo: shift(today, -1), validToday: false },
    ]);
  });

  it("a child with a list of its own is priced by that list, not through its master", async () => {
    const [nord] = await db.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, "kuechenhaus-nord"));
    const [child] = await db.db.select({ slug: stores.slug, name: stores.name }).from(stores).where(eq(stores.parentId, nord.id)).limit(1);
    const own = await call(
      "POST",
      "priceListUpsert",
      { name: "Eigene Liste", stores: [child.slug], lines: [{ article: other.producerId, priceNet: 1 }], confirm: true },
      operator,
    );
    expect(own.status).toBe(200);
    const d = await detail(product.id);
    const nordList = d.priceLists.find((l) => l.name === "Gruppe Nord")!;
    expect(nordList.studios.map((s) => s.name)).not.toContain(child.name);
  });

  it("a product no list has: an empty list", async () => {
    const [none] = await db.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.id} not in (select product_id from price_list_lines)`)
      .limit(1);
    expect((await detail(none.id)).priceLists).toEqual([]);
  });
});
