import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { COUNT_BOUND, resultCountText } from "@/lib/domain/shop/list-params";
import { sqlRows } from "@/models/platform/sql-rows";

// Honest counts (issue 47): a list counts exactly up to COUNT_BOUND articles; above it the answer gives
// the bound, says so, and the page reads "über 10.000 Artikel", never a guessed number.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let cookie: string;
const slug = "kuechenwelt-berlin";
type List = { data: unknown[]; meta: { count: number; countExact: boolean } };
const list = async (input: Record<string, unknown> = {}) => {
  const r = await call("GET", "asProducts", { storeSlug: slug, limit: 1, ...input }, cookie);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as List;
};
const live = async (where = sql`true`) =>
  Number((await sqlRows<{ n: number }>(db.db, sql`select count(*)::int as n from products where withdrawn_at is null and ${where}`))[0].n);

beforeAll(async () => {
  db = await freshDatabase();
  cookie = await sessionCookie(DEMO.berlin);
  // Copies of the first article until the catalog holds one more live article than the bound.
  const missing = COUNT_BOUND + 1 - (await live());
  await db.db.execute(sql`
    insert into products (name, producer_id, ean, description, category_id, sub_category_id, brand_id, price_ka_net_cents,
      price_shipping_net_cents, provider, shipping_time_min_days, shipping_time_max_days, sales_rank, image_key)
    select p.name || ' ' || g, p.producer_id || '-' || g, 'Z' || g, p.description, p.category_id, p.sub_category_id, p.brand_id,
      p.price_ka_net_cents + g, p.price_shipping_net_cents, p.provider, p.shipping_time_min_days, p.shipping_time_max_days,
      p.sales_rank + g, p.image_key
    from products p, generate_series(1, ${missing}) g
    where p.id = (select min(id) from products)`);
}, 300_000);
afterAll(() => db.drop());

describe("the list's count", () => {
  it("is the exact number of live articles below the bound, and the page shows it", async () => {
    const cats = await sqlRows<{ id: number }>(db.db, sql`select id from categories where parent_id is null order by id`);
    for (const { id } of cats.slice(0, 3)) {
      const r = await list({ categoryId: id });
      const n = await live(sql`category_id = ${id}`);
      expect(n).toBeLessThanOrEqual(COUNT_BOUND);
      expect(r.meta).toMatchObject({ count: n, countExact: true });
      expect(resultCountText(r.meta.count, r.meta.countExact)).toBe(`${n.toLocaleString("de-DE")} Artikel`);
    }
  });

  it("above the bound says „über 10.000 Artikel“, and exactly at the bound counts exactly again", async () => {
    expect(await live()).toBe(COUNT_BOUND + 1);
    const over = await list();
    expect(over.meta).toMatchObject({ count: COUNT_BOUND, countExact: false });
    expect(resultCountText(over.meta.count, over.meta.countExact)).toBe("über 10.000 Artikel");

    // One article withdrawn by an import: 10,000 live ones, counted exactly.
    await db.db.execute(sql`update products set withdrawn_at = now() where ean = 'Z1'`);
    const at = await list();
    expect(at.meta).toMatchObject({ count: COUNT_BOUND, countExact: true });
    expect(resultCountText(at.meta.count, at.meta.countExact)).toBe("10.000 Artikel");
  });
});
