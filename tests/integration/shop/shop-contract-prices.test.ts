import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { orders } from "@/models/shop/orders";
import { priceListLines, priceLists } from "@/models/shop/price-lists";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { queryProducts } from "@/lib/server/shop/catalog";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { replaceCartAs } from "../../helpers/cart";
import { parseCii } from "./en16931-rules";
import { submitOrderAs } from "../../helpers/cart";

// Issue 32 "Prices per studio": every price a studio sees and pays is its own — its list, else its
// master's, else the list price — with tiers and validity; no other studio's list ever shows.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: string;
let hamburg: string;
let kiel: string;
type P = { id: number; name: string; producerId: string; ean: string; list: number };
let p: P[];

const today = berlinIsoDay(new Date());
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const euros = (cents: number) => cents / 100;

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

type ProductOut = {
  id: number;
  priceKaNet: number;
  priceCustomer: number;
  listPriceKaNet?: number;
  priceTiers?: { fromQuantity: number; priceKaNet: number }[];
};

async function productsAs(cookie: string, slug: string, ids: number[]): Promise<Map<number, ProductOut>> {
  const res = await call("GET", "asProducts", { storeSlug: slug, ids: ids.join(",") }, cookie);
  expect(res.status).toBe(200);
  return new Map((res.body.data as ProductOut[]).map((d) => [d.id, d]));
}

async function upsert(input: Record<string, unknown>, cookie = operator) {
  return call("POST", "priceListUpsert", input, cookie);
}

beforeAll(async () => {
  db = await freshDatabase();
  [operator, berlin, hamburg, kiel] = await Promise.all([DEMO.betrieb, DEMO.berlin, DEMO.hamburg, DEMO.kiel].map((e) => sessionCookie(e)));
  // Products whose article number is theirs alone, so the lists may name them by it.
  const rows = await db.db
    .select({ id: products.id, name: products.name, producerId: products.producerId, ean: products.ean, list: products.priceKaNetCents })
    .from(products)
    .where(sql`${products.priceKaNetCents} > 20000 and (select count(*) from products q where q.producer_id = ${products.producerId}) = 1`)
    .orderBy(asc(products.id))
    .limit(6);
  p = rows;
  expect(p).toHaveLength(6);

  const berlinList = await upsert({
    name: "Küchenwelt Berlin Vertrag",
    stores: ["kuechenwelt-berlin"],
    lines: [
      { article: p[0].producerId, priceNet: euros(p[0].list - 5_000), fromQuantity: 1, validFrom: null, validTo: null },
      { article: p[1].ean, priceNet: euros(p[1].list - 1_000), fromQuantity: 1 },
      { article: p[1].ean, priceNet: euros(p[1].list - 3_000), fromQuantity: 5 },
      { article: p[2].producerId, priceNet: euros(p[2].list - 4_000), validFrom: shift(today, -30), validTo: shift(today, -1) },
      { article: p[3].producerId, priceNet: euros(p[3].list - 4_000), validFrom: shift(today, 1), validTo: null },
    ],
  });
  expect(berlinList.status).toBe(200);
  expect(berlinList.body).toMatchObject({ lines: 5, stores: ["kuechenwelt-berlin"] });
  const nordList = await upsert({
    name: "Küchenhaus Nord Gruppe",
    stores: ["kuechenhaus-nord"],
    lines: [
      { article: p[0].producerId, priceNet: euros(p[0].list - 2_000), validFrom: today, validTo: today },
      { article: p[4].producerId, priceNet: euros(p[4].list - 2_500) },
    ],
  });
  expect(nordList.status).toBe(200);
  const kielList = await upsert({
    name: "Kiel eigen",
    stores: ["kuechenhaus-kiel"],
    lines: [{ article: p[0].ean, priceNet: euros(p[0].list - 3_000) }],
  });
  expect(kielList.status).toBe(200);
});
afterAll(() => db.drop());

describe("the studio's own prices in the catalog", () => {
  it("a studio with its own list: contract price with the list price beside it; expired and future lines do not count", async () => {
    const got = await productsAs(
      berlin,
      "kuechenwelt-berlin",
      p.map((x) => x.id),
    );
    expect(got.get(p[0].id)).toMatchObject({ priceKaNet: euros(p[0].list - 5_000), listPriceKaNet: euros(p[0].list) });
    expect(got.get(p[1].id)).toMatchObject({
      priceKaNet: euros(p[1].list - 1_000),
      listPriceKaNet: euros(p[1].list),
      priceTiers: [
        { fromQuantity: 1, priceKaNet: euros(p[1].list - 1_000) },
        { fromQuantity: 5, priceKaNet: euros(p[1].list - 3_000) },
      ],
    });
    // Expired yesterday, starts tomorrow: the list price, nothing struck through.
    for (const x of [p[2], p[3]]) {
      expect(got.get(x.id)!.priceKaNet).toBe(euros(x.list));
      expect(got.get(x.id)!.listPriceKaNet).toBeUndefined();
    }
    // Nord's line for p[4] is the master's of other studios, never Berlin's.
    expect(got.get(p[4].id)!.priceKaNet).toBe(euros(p[4].list));
  });

  it("a child inherits its master's list; a child with a list of its own beats the master's", async () => {
    const hh = await productsAs(
      hamburg,
      "kuechenhaus-hamburg",
      p.map((x) => x.id),
    );
    expect(hh.get(p[0].id)).toMatchObject({ priceKaNet: euros(p[0].list - 2_000), listPriceKaNet: euros(p[0].list) });
    expect(hh.get(p[4].id)!.priceKaNet).toBe(euros(p[4].list - 2_500));
    expect(hh.get(p[1].id)).toMatchObject({ priceKaNet: euros(p[1].list) });
    expect(hh.get(p[1].id)!.priceTiers).toBeUndefined();

    const ki = await productsAs(
      kiel,
      "kuechenhaus-kiel",
      p.map((x) => x.id),
    );
    expect(ki.get(p[0].id)!.priceKaNet).toBe(euros(p[0].list - 3_000));
    // The article Kiel's own list lacks still has the master's price.
    expect(ki.get(p[4].id)!.priceKaNet).toBe(euros(p[4].list - 2_500));
  });

  it("a studio without any list sees list prices, also in the list, the search and the customer view", async () => {
    const [mayer] = await db.db.select().from(stores).where(eq(stores.slug, "kuechen-mayer"));
    const byIds = await queryProducts(mayer, { ids: p.map((x) => x.id) });
    expect(byIds.data.map((d) => [d.priceKaNet, d.listPriceKaNet])).toEqual(p.map((x) => [euros(x.list), undefined]));
    const found = await queryProducts(mayer, { search: p[0].producerId });
    expect(found.data.find((d) => d.id === p[0].id)!.priceKaNet).toBe(euros(p[0].list));
  });

  it("the list page and the search answer Berlin's price; the customer price is made from it", async () => {
    const found = await call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", search: p[0].producerId }, berlin);
    const hit = (found.body.data as ProductOut[]).find((d) => d.id === p[0].id)!;
    expect(hit.priceKaNet).toBe(euros(p[0].list - 5_000));
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
    const factor = (1 + store.shopClientMarginPercentage / 100) * 1.19;
    expect(hit.priceCustomer).toBeCloseTo(euros(p[0].list - 5_000) * factor, 1);
    // Hamburg searching the same article sees its master's price, never Berlin's.
    const hh = await call("GET", "asProducts", { storeSlug: "kuechenhaus-hamburg", search: p[0].producerId }, hamburg);
    expect((hh.body.data as ProductOut[]).find((d) => d.id === p[0].id)!.priceKaNet).toBe(euros(p[0].list - 2_000));
  });

  it("the price filter and the price sort go by the studio's own price", async () => {
    const at = euros(p[0].list - 5_000);
    const berlinHits = await call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", startPrice: at, endPrice: at, limit: 48 }, berlin);
    expect(berlinHits.body.error).toBeUndefined();
    expect((berlinHits.body.data as ProductOut[]).map((d) => d.id)).toContain(p[0].id);
    const hamburgHits = await call("GET", "asProducts", { storeSlug: "kuechenhaus-hamburg", startPrice: at, endPrice: at, limit: 48 }, hamburg);
    expect((hamburgHits.body.data as ProductOut[]).map((d) => d.id)).not.toContain(p[0].id);
    const sorted = await call(
      "GET",
      "asProducts",
      { storeSlug: "kuechenwelt-berlin", sortingField: "priceKaNet", sortingDir: "asc", startPrice: Math.floor(at) - 1, limit: 48 },
      berlin,
    );
    const shown = (sorted.body.data as ProductOut[]).map((d) => d.priceKaNet);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect((sorted.body.data as ProductOut[]).map((d) => d.id)).toContain(p[0].id);
  });

  it("suggestions carry no prices at all, so none can leak", async () => {
    const res = await call("GET", "asSearchSuggestions", { storeSlug: "kuechenhaus-hamburg", search: p[0].name.split(" ")[0] }, hamburg);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/price/i);
  });

  it("the quick order answers the studio's own price", async () => {
    const res = await call(
      "POST",
      "asQuickOrderResolve",
      { storeSlug: "kuechenwelt-berlin", lines: [{ code: p[0].producerId, quantity: 1 }] },
      berlin,
    );
    expect(res.status).toBe(200);
    expect(res.body.lines[0].product).toMatchObject({ id: p[0].id, priceKaNet: euros(p[0].list - 5_000), listPriceKaNet: euros(p[0].list) });
    const hh = await call("POST", "asQuickOrderResolve", { storeSlug: "kuechenhaus-hamburg", lines: [{ code: p[1].ean, quantity: 1 }] }, hamburg);
    expect(hh.body.lines[0].product.priceKaNet).toBe(euros(p[1].list));
  });
});

describe("cart, order and invoice", () => {
  it("the cart keeps the price it showed; a tier crossing by quantity sets the new one; a price change shows against it", async () => {
    let res = await replaceCartAs(berlin, "kuechenwelt-berlin", {
      items: [{ id: p[1].id, quantity: 1, desiredDeliveryDate: null, priceSeenCents: 1 }],
    });
    expect(res.status).toBe(200);
    // What the browser sent as seen price is ignored.
    expect(res.body.cart.items[0].priceSeenCents).toBe(p[1].list - 1_000);
    res = await replaceCartAs(berlin, "kuechenwelt-berlin", { items: [{ id: p[1].id, quantity: 5, desiredDeliveryDate: null }] });
    expect(res.body.cart.items[0].priceSeenCents).toBe(p[1].list - 3_000);

    // The operator lowers the tier of 5: the cart still says what it showed, the catalog the new price.
    const [list] = await db.db.select().from(priceLists).where(eq(priceLists.name, "Küchenwelt Berlin Vertrag"));
    await db.db
      .update(priceListLines)
      .set({ priceNetCents: p[1].list - 3_500 })
      .where(sql`${priceListLines.priceListId} = ${list.id} and ${priceListLines.productId} = ${p[1].id} and ${priceListLines.fromQuantity} = 5`);
    res = await replaceCartAs(berlin, "kuechenwelt-berlin", { items: [{ id: p[1].id, quantity: 5, desiredDeliveryDate: null, comment: "links" }] });
    expect(res.body.cart.items[0].priceSeenCents).toBe(p[1].list - 3_000);
    const now = await productsAs(berlin, "kuechenwelt-berlin", [p[1].id]);
    expect(now.get(p[1].id)!.priceTiers!.at(-1)).toEqual({ fromQuantity: 5, priceKaNet: euros(p[1].list - 3_500) });
  });

  it("the order charges the studio's prices at each quantity, records list and tier, and the invoice and e-invoice say the same", async () => {
    const items = [
      { id: p[0].id, quantity: 1, desiredDeliveryDate: null },
      { id: p[1].id, quantity: 6, desiredDeliveryDate: null },
      { id: p[2].id, quantity: 2, desiredDeliveryDate: null },
    ];
    // The browser's prices are never read: the order is priced by the server.
    const res = await submitOrderAs(berlin, "kuechenwelt-berlin", `contract-${Date.now()}`, {
      items,
      deliveryAddress: address,
      deliveryContact: contact,
    });
    expect(res.status).toBe(200);
    const order = res.body.order as {
      idfs: string;
      items: { id: number; priceKaNet: number; listPriceKaNet?: number; priceList?: unknown }[];
      totalPricing: Record<string, number>;
    };
    const unit = new Map([
      [p[0].id, p[0].list - 5_000],
      [p[1].id, p[1].list - 3_500],
      [p[2].id, p[2].list],
    ]);
    expect(order.items.map((i) => [i.id, i.priceKaNet, i.listPriceKaNet])).toEqual(
      items.map((i) => [i.id, euros(unit.get(i.id)!), euros(p.find((x) => x.id === i.id)!.list)]),
    );
    const goods = items.reduce((s, i) => s + unit.get(i.id)! * i.quantity, 0);
    expect(Math.round(order.totalPricing.priceKaNetPreDiscount * 100)).toBe(goods);

    const [stored] = await db.db.select().from(orders).where(eq(orders.idfs, order.idfs));
    expect(stored.items.map((i) => i.priceList)).toEqual([
      { id: expect.any(String), name: "Küchenwelt Berlin Vertrag", fromQuantity: 1, inherited: false },
      { id: expect.any(String), name: "Küchenwelt Berlin Vertrag", fromQuantity: 5, inherited: false },
      null,
    ]);

    const req = new Request(
      `http://localhost/api/asOrderInvoice?${new URLSearchParams({ storeSlug: "kuechenwelt-berlin", idfs: order.idfs, format: "xrechnung" })}`,
      {
        headers: { cookie: berlin },
      },
    );
    const xml = await (await serveEndpoint(req, "asOrderInvoice", "GET")).text();
    const inv = parseCii(xml);
    expect(inv.lines.map((l) => [l.unitNetCents, l.lineNetCents])).toEqual(items.map((i) => [unit.get(i.id), unit.get(i.id)! * i.quantity]));
    expect(inv.totals.line).toBe(goods);
  });

  it("a child's order records its master's list as inherited", async () => {
    const res = await submitOrderAs(hamburg, "kuechenhaus-hamburg", `contract-hh-${Date.now()}`, {
      items: [{ id: p[0].id, quantity: 2, desiredDeliveryDate: null }],
      deliveryAddress: { ...address, companyName: "Küchenhaus Hamburg" },
      deliveryContact: contact,
    });
    expect(res.status).toBe(200);
    expect(res.body.order.items[0]).toMatchObject({
      priceKaNet: euros(p[0].list - 2_000),
      priceList: { name: "Küchenhaus Nord Gruppe", fromQuantity: 1, inherited: true },
    });
    expect(res.body.order.totalPricing.priceKaNetPreDiscount).toBe(euros((p[0].list - 2_000) * 2));
  });
});

describe("priceListUpsert and priceLists", () => {
  it("an unknown article is a 422 naming line and article; nothing is saved", async () => {
    const before = await db.db.select({ n: sql<number>`count(*)::int` }).from(priceListLines);
    const res = await upsert({
      name: "Küchenwelt Berlin Vertrag",
      stores: ["kuechenwelt-berlin"],
      lines: [
        { article: p[0].producerId, priceNet: 1 },
        { article: "GIBT-ES-NICHT-42", priceNet: 2 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "rule", field: "lines.1.article" });
    expect(res.body.error.message).toContain("Zeile 2");
    expect(res.body.error.message).toContain("GIBT-ES-NICHT-42");
    expect(await db.db.select({ n: sql<number>`count(*)::int` }).from(priceListLines)).toEqual(before);
    const still = await productsAs(berlin, "kuechenwelt-berlin", [p[0].id]);
    expect(still.get(p[0].id)!.priceKaNet).toBe(euros(p[0].list - 5_000));
  });

  it("an unknown studio, a studio on another list and a bad date are refused in German", async () => {
    const unknown = await upsert({ name: "X", stores: ["gibt-es-nicht"], lines: [] });
    expect(unknown).toMatchObject({ status: 422, body: { error: { field: "stores.0" } } });
    const taken = await upsert({ name: "Y", stores: ["kuechenwelt-berlin"], lines: [] });
    expect(taken.status).toBe(422);
    expect(taken.body.error.message).toContain("Küchenwelt Berlin Vertrag");
    const bad = await upsert({ name: "Z", stores: [], lines: [{ article: p[0].ean, priceNet: 1, validFrom: "2026-12-01", validTo: "2026-11-01" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("Gültig bis");
    expect(
      await db.db
        .select()
        .from(priceLists)
        .where(sql`${priceLists.name} in ('X', 'Y', 'Z')`),
    ).toEqual([]);
  });

  it("priceLists names the studios, direct and inherited through the master", async () => {
    const res = await call("GET", "priceLists", {}, operator);
    expect(res.status).toBe(200);
    const nord = res.body.lists.find((l: { name: string }) => l.name === "Küchenhaus Nord Gruppe");
    expect(nord.stores.map((s: { slug: string }) => s.slug)).toEqual(["kuechenhaus-nord"]);
    // Kiel has a list of its own, so only Bremen and Hamburg inherit.
    expect(nord.inheritedBy.map((s: { slug: string }) => s.slug).sort()).toEqual(["kuechenhaus-bremen", "kuechenhaus-hamburg"]);
    expect(nord.lineCount).toBe(2);
    const lines = await call("GET", "priceListLines", { id: nord.id, search: p[4].producerId }, operator);
    expect(lines.body).toMatchObject({
      total: 1,
      lines: [{ article: p[4].producerId, priceNet: euros(p[4].list - 2_500), listPriceNet: euros(p[4].list) }],
    });
  });

  it("a studio's session gets 403; a key needs prices:write", async () => {
    const studio = await upsert({ name: "Eigene", stores: [], lines: [] }, berlin);
    expect(studio.status).toBe(403);
    expect((await call("GET", "priceLists", {}, berlin)).status).toBe(403);
    const make = async (scopes: string[]) =>
      (await call("POST", "apiKeyCreate", { name: `Preise ${scopes.join()}`, scopes }, operator)).body.secret as string;
    const [good, wrong] = [await make(["prices:write"]), await make(["stock:write"])];
    const post = (key: string) =>
      serveEndpoint(
        new Request("http://localhost/api/priceListUpsert", {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify({
            name: "Per Schnittstelle",
            stores: ["kuechenhaus-bremen"],
            lines: [{ article: p[5].producerId, priceNet: euros(p[5].list - 100) }],
          }),
        }),
        "priceListUpsert",
        "POST",
      );
    expect((await post(wrong)).status).toBe(403);
    expect((await post(good)).status).toBe(200);
    const bremen = await sessionCookie("studio@kuechenhaus-bremen.example");
    const got = await productsAs(bremen, "kuechenhaus-bremen", [p[5].id, p[0].id]);
    expect(got.get(p[5].id)!.priceKaNet).toBe(euros(p[5].list - 100));
    // Bremen's own list lacks p[0]: its master's price still applies.
    expect(got.get(p[0].id)!.priceKaNet).toBe(euros(p[0].list - 2_000));
  });

  it("deleting a list gives its studios the list price again", async () => {
    const { body } = await call("GET", "priceLists", {}, operator);
    const kielList = body.lists.find((l: { name: string }) => l.name === "Kiel eigen");
    expect((await call("POST", "priceListDelete", { id: kielList.id }, operator)).status).toBe(200);
    const ki = await productsAs(kiel, "kuechenhaus-kiel", [p[0].id]);
    // Kiel now inherits its master's list again.
    expect(ki.get(p[0].id)!.priceKaNet).toBe(euros(p[0].list - 2_000));
  });
});
