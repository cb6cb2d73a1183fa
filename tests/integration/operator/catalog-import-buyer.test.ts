import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { priceListLines, priceLists, priceListStores } from "@/models/shop/price-lists";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { catalogImportStatus } from "@/lib/server/operator/catalog-import";
import { startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import type { CatalogImportStatus } from "@/lib/domain/operator/catalog-import-schema";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// A BMEcat catalog made for one buyer (HEADER/BUYER/BUYER_ID = the studio's customer number, the one the
// shop's openTRANS orders send): its net_customer prices become that studio's contract prices.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
let berlin: string;
let hamburg: string;
let berlinStore: { id: string; storeNumber: string; name: string };
type P = { id: number; producerId: string; list: number };
let a: P;
let b: P;

const today = berlinIsoDay(new Date());
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const euros = (cents: number) => (cents / 100).toFixed(2);

type Price = { type: "net_list" | "net_customer"; cents: number; lowerBound?: number; from?: string; to?: string };
function catalog(buyer: string | null, articles: { pid: string; prices: Price[] }[]): string {
  const details = (p: Price) => `
      <PRODUCT_PRICE_DETAILS>
        ${p.from ? `<DATETIME type="valid_start_date"><DATE>${p.from}</DATE></DATETIME>` : ""}
        ${p.to ? `<DATETIME type="valid_end_date"><DATE>${p.to}</DATE></DATETIME>` : ""}
        <DAILY_PRICE>false</DAILY_PRICE>
        <PRODUCT_PRICE price_type="${p.type}">
          <PRICE_AMOUNT>${euros(p.cents)}</PRICE_AMOUNT>
          <PRICE_CURRENCY>EUR</PRICE_CURRENCY>
          <TAX>0.19</TAX>
          <LOWER_BOUND>${p.lowerBound ?? 1}</LOWER_BOUND>
        </PRODUCT_PRICE>
      </PRODUCT_PRICE_DETAILS>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER>
    <CATALOG><LANGUAGE>deu</LANGUAGE><CATALOG_ID>KUNDENPREISE</CATALOG_ID><CATALOG_VERSION>1.0</CATALOG_VERSION><CURRENCY>EUR</CURRENCY></CATALOG>
    ${buyer ? `<BUYER><BUYER_ID type="supplier_specific">${buyer}</BUYER_ID><BUYER_NAME>Küchenwelt Berlin GmbH</BUYER_NAME></BUYER>` : ""}
    <SUPPLIER><SUPPLIER_NAME>Nordhaus Elektro GmbH</SUPPLIER_NAME></SUPPLIER>
  </HEADER>
  <T_UPDATE_PRICES prev_version="1">${articles
    .map((x) => `\n    <PRODUCT mode="update"><SUPPLIER_PID>${x.pid}</SUPPLIER_PID>${x.prices.map(details).join("")}\n    </PRODUCT>`)
    .join("")}
  </T_UPDATE_PRICES>
</BMECAT>`;
}

async function importText(xml: string): Promise<CatalogImportStatus> {
  const file = path.join(dir, `upload-${Date.now()}-${Math.random()}.xml`);
  fs.writeFileSync(file, xml);
  const { importId } = await startCatalogImport({ file: fs.createReadStream(file), format: "bmecat" }, { dir });
  await db.jobs.runDue();
  return catalogImportStatus(importId);
}

async function priceAs(cookie: string, slug: string, id: number, quantity = 1): Promise<number> {
  const res = await call("GET", "asProducts", { storeSlug: slug, ids: String(id) }, cookie);
  expect(res.status).toBe(200);
  const [p] = res.body.data as { priceKaNet: number; priceTiers?: { fromQuantity: number; priceKaNet: number }[] }[];
  const tier = (p.priceTiers ?? []).filter((t) => t.fromQuantity <= quantity).sort((x, y) => y.fromQuantity - x.fromQuantity)[0];
  return Math.round((tier?.priceKaNet ?? p.priceKaNet) * 100);
}

async function berlinLines() {
  return db.db
    .select({ list: priceLists.name, productId: priceListLines.productId, cents: priceListLines.priceNetCents, from: priceListLines.fromQuantity })
    .from(priceListStores)
    .innerJoin(priceLists, eq(priceLists.id, priceListStores.priceListId))
    .innerJoin(priceListLines, eq(priceListLines.priceListId, priceLists.id))
    .where(eq(priceListStores.storeId, berlinStore.id))
    .orderBy(asc(priceListLines.productId), asc(priceListLines.fromQuantity));
}

beforeAll(async () => {
  db = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bmecat-buyer-"));
  [berlin, hamburg] = await Promise.all([sessionCookie(DEMO.berlin), sessionCookie(DEMO.hamburg)]);
  [berlinStore] = await db.db
    .select({ id: stores.id, storeNumber: stores.storeNumber, name: stores.name })
    .from(stores)
    .where(eq(stores.slug, "kuechenwelt-berlin"));
  [a, b] = await db.db
    .select({ id: products.id, producerId: products.producerId, list: products.priceKaNetCents })
    .from(products)
    .where(sql`${products.priceKaNetCents} > 20000 and (select count(*) from products q where q.producer_id = ${products.producerId}) = 1`)
    .orderBy(asc(products.id))
    .limit(2);
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a catalog for one buyer", () => {
  it("takes a buyer that is no studio of the shop as the catalog's recipient: for every studio, with a warning, no price list", async () => {
    const listsBefore = await db.db.select().from(priceLists);
    const s = await importText(
      catalog("K-999999", [
        {
          pid: a.producerId,
          prices: [
            { type: "net_list", cents: a.list },
            { type: "net_customer", cents: 100 },
          ],
        },
      ]),
    );
    expect(s.state).toBe("done");
    expect(s.warnings).toContainEqual(
      expect.objectContaining({
        element: "BUYER_ID",
        message: "Der Käufer „K-999999“ (Küchenwelt Berlin GmbH) ist kein Studio dieses Shops: der Katalog gilt für alle Studios",
      }),
    );
    expect(await priceAs(berlin, "kuechenwelt-berlin", a.id)).toBe(a.list);
    expect(await db.db.select().from(priceLists)).toEqual(listsBefore);
  });

  it("gives the buyer its net_customer prices with tiers and validity; other studios keep the list price", async () => {
    const s = await importText(
      catalog(berlinStore.storeNumber, [
        {
          pid: a.producerId,
          prices: [
            { type: "net_list", cents: a.list },
            { type: "net_customer", cents: a.list - 5_000 },
            { type: "net_customer", cents: a.list - 8_000, lowerBound: 5 },
          ],
        },
        {
          pid: b.producerId,
          prices: [
            { type: "net_list", cents: b.list },
            { type: "net_customer", cents: b.list - 1_000, from: shift(today, 1) },
          ],
        },
      ]),
    );
    expect(s.state, JSON.stringify(s.errors)).toBe("done");
    expect(await priceAs(berlin, "kuechenwelt-berlin", a.id)).toBe(a.list - 5_000);
    expect(await priceAs(berlin, "kuechenwelt-berlin", a.id, 5)).toBe(a.list - 8_000);
    // Valid from tomorrow: today still the list price.
    expect(await priceAs(berlin, "kuechenwelt-berlin", b.id)).toBe(b.list);
    expect(await priceAs(hamburg, "kuechenhaus-hamburg", a.id)).toBe(a.list);
    expect(await berlinLines()).toEqual([
      { list: `Kundenpreise ${berlinStore.name} (BMEcat)`, productId: a.id, cents: a.list - 5_000, from: 1 },
      { list: `Kundenpreise ${berlinStore.name} (BMEcat)`, productId: a.id, cents: a.list - 8_000, from: 5 },
      { list: `Kundenpreise ${berlinStore.name} (BMEcat)`, productId: b.id, cents: b.list - 1_000, from: 1 },
    ]);
  });

  it("changes nothing when the same file comes again, and a later file replaces only the prices of the articles it names", async () => {
    const first = catalog(berlinStore.storeNumber, [
      {
        pid: a.producerId,
        prices: [
          { type: "net_list", cents: a.list },
          { type: "net_customer", cents: a.list - 5_000 },
          { type: "net_customer", cents: a.list - 8_000, lowerBound: 5 },
        ],
      },
      {
        pid: b.producerId,
        prices: [
          { type: "net_list", cents: b.list },
          { type: "net_customer", cents: b.list - 1_000, from: shift(today, 1) },
        ],
      },
    ]);
    const before = await berlinLines();
    const again = await importText(first);
    expect(again).toMatchObject({ state: "done", updated: 0, created: 0 });
    expect(await berlinLines()).toEqual(before);

    // A is no longer a customer price (list price only); B's is untouched.
    const next = await importText(catalog(berlinStore.storeNumber, [{ pid: a.producerId, prices: [{ type: "net_list", cents: a.list }] }]));
    expect(next).toMatchObject({ state: "done", updated: 1 });
    expect(await priceAs(berlin, "kuechenwelt-berlin", a.id)).toBe(a.list);
    expect((await berlinLines()).map((l) => l.productId)).toEqual([b.id]);
  });

  it("writes into the list the studio already has, and the operator sees the lines there", async () => {
    const operator = await sessionCookie(DEMO.betrieb);
    // Hamburg has its own list by hand; a catalog for Hamburg (by slug) adds to it.
    const own = await call(
      "POST",
      "priceListUpsert",
      // 1,00 € is far below half of the list price: saved as confirmed (issue 43).
      { name: "Hamburg Vertrag", stores: ["kuechenhaus-hamburg"], lines: [{ article: b.producerId, priceNet: 1 }], confirm: true },
      operator,
    );
    expect(own.status).toBe(200);
    const s = await importText(
      catalog("kuechenhaus-hamburg", [
        {
          pid: a.producerId,
          prices: [
            { type: "net_list", cents: a.list },
            { type: "net_customer", cents: a.list - 2_500 },
          ],
        },
      ]),
    );
    expect(s.state, JSON.stringify(s.errors)).toBe("done");
    expect(await priceAs(hamburg, "kuechenhaus-hamburg", a.id)).toBe(a.list - 2_500);
    expect(await priceAs(hamburg, "kuechenhaus-hamburg", b.id)).toBe(100);
    const lists = await call("GET", "priceLists", {}, operator);
    expect(lists.status).toBe(200);
    const hamburgList = (lists.body.lists as { name: string; lineCount: number }[]).find((l) => l.name === "Hamburg Vertrag");
    expect(hamburgList?.lineCount).toBe(2);
  });
});
