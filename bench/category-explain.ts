// `npx tsx bench/category-explain.ts [--db NAME] [--category N]` (issue 47): EXPLAIN (ANALYZE, BUFFERS) of
// what a category page sends — the page sorted by price, the brand facet and the count — once without
// the indexes of live articles (dropped inside a transaction that is rolled back, so the database keeps
// them) and once with them. Each statement runs three times first, so both read from a warm cache. The
// statements filter what the shop lists (lib/server/shop/offered.ts: not withdrawn, not held back).
import { parseArgs } from "node:util";
import pg from "pg";
import { urlFor } from "./lib/database";

const { values } = parseArgs({ options: { db: { type: "string" }, category: { type: "string" } } });
const db = values.db ?? "kuechen_bench_100k";
const client = new pg.Client({ connectionString: urlFor(db) });
await client.connect();

const category = Number(
  values.category ??
    (await client.query("select category_id from products where withdrawn_at is null group by 1 order by count(*) desc limit 1")).rows[0].category_id,
);

const offered = (p: string) => `(${p}.withdrawn_at is null and not ${p}.class_unmapped and not ${p}.price_missing)`;
const columns = `p.id, p.name, p.producer_id, p.ean, p.description, p.category_id, p.sub_category_id, p.price_ka_net_cents,
  p.sales_rank, p.price_shipping_net_cents, p.provider, p.shipping_time_min_days, p.shipping_time_max_days,
  p.shipping_time_provider, p.image_key, b.id, b.name, s.available, s.quantity, s.restock_date, p.withdrawn_at`;
const image = `(select pm.stored_key from product_media pm where pm.product_id = p.id and pm.fetch_state = 'stored' order by pm.position limit 1)`;
const from = `from products p join brands b on p.brand_id = b.id left join product_stock s on s.product_id = p.id
  where ${offered("p")} and p.category_id = $1`;

const statements: [string, string][] = [
  [
    "Seite, Preis aufsteigend (vorher: offset, Bild je Zeile)",
    `select ${columns}, ${image} ${from} order by p.price_ka_net_cents, p.id limit 20 offset 0`,
  ],
  ["Seite, Preis aufsteigend (nachher: Bilder nach dem LIMIT)", `select ${columns} ${from} order by p.price_ka_net_cents, p.id limit 20`],
  ["Seite, Bestseller", `select ${columns} ${from} order by p.sales_rank, p.id limit 20`],
  [
    "Seite, Preis aufsteigend, ab Artikel 2.001 (offset)",
    `select ${columns}, ${image} ${from} order by p.price_ka_net_cents, p.id limit 20 offset 2000`,
  ],
  [
    "Seite, Preis aufsteigend, ab Artikel 2.001 (nachher: nach dem Schlüssel des 2.000.)",
    `select ${columns}, ${image} ${from} and (p.price_ka_net_cents, p.id) > ($2, $3) order by p.price_ka_net_cents, p.id limit 20`,
  ],
  [
    "Markenfacette",
    `select b.id from brands b where exists (select 1 from products p where p.brand_id = b.id and ${offered("p")} and p.category_id = $1) order by b.id`,
  ],
  ["Anzahl (vorher: alle gezählt)", `select count(*)::int from products p where ${offered("p")} and p.category_id = $1`],
  ["Anzahl bis 10.001 (nachher)", `select count(*)::int from (select 1 from products p where ${offered("p")} and p.category_id = $1 limit 10001) m`],
];

// The 2,000th row in price order (the last one in a smaller category): where "Mehr anzeigen" continues after 100 pages.
const { price, id } = (
  await client.query(
    `select price_ka_net_cents as price, id from products where withdrawn_at is null and category_id = $1 order by 1, 2
     offset least(1999, (select count(*) - 1 from products where withdrawn_at is null and category_id = $1)) limit 1`,
    [category],
  )
).rows[0];
const paramsOf = (text: string) => (text.includes("$3") ? [category, price, id] : [category]);

async function explainAll(label: string) {
  console.log(`\n### ${label} (${db}, Kategorie ${category})\n`);
  for (const [name, text] of statements) {
    for (let i = 0; i < 3; i++) await client.query(text, paramsOf(text));
    const plan = await client.query(`explain (analyze, buffers, costs off) ${text}`, paramsOf(text));
    console.log(`-- ${name}`);
    for (const r of plan.rows) console.log(r["QUERY PLAN"]);
    console.log();
  }
}

const live = (
  await client.query(
    "select indexname from pg_indexes where tablename = 'products' and (indexname like 'products_live_%' or indexname like 'products_offered_%')",
  )
).rows.map((r) => r.indexname as string);
await client.query("begin");
for (const name of live) await client.query(`drop index "${name}"`);
await explainAll(`ohne die ${live.length} Indexe lebender Artikel`);
await client.query("rollback");
await explainAll("mit ihnen");
await client.end();
