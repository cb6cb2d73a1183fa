import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import { offeredArticleCount } from "@/lib/server/shop/offered-count";
import { articleCountText } from "@/lib/domain/shop/trust-count";
import { freshDatabase } from "../../helpers/test-db";

// Issue 42: the trust bar's "Über 10.000 Artikel auf Lager" comes from the articles offered to studios.
let db: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe("the trust bar's article count", () => {
  it("counts the offered articles and changes when articles are withdrawn, held back or come back", async () => {
    const all = await db.db.select({ id: products.id }).from(products).orderBy(products.id);
    expect(await offeredArticleCount({ db: db.db })).toBe(all.length);
    expect(articleCountText(all.length)).toBe(`${all.length} Artikel auf Lager`);

    const five = all.slice(0, 5).map((p) => p.id);
    await db.db
      .update(products)
      .set({ withdrawnAt: new Date() })
      .where(inArray(products.id, five.slice(0, 3)));
    await db.db
      .update(products)
      .set({ priceMissing: true })
      .where(inArray(products.id, five.slice(3)));
    const fewer = await offeredArticleCount({ db: db.db });
    expect(fewer).toBe(all.length - 5);
    expect(articleCountText(fewer)).toMatch(/^Über \d{1,3}(\.\d{3})* Artikel auf Lager$/);

    await db.db.update(products).set({ withdrawnAt: null, priceMissing: false }).where(inArray(products.id, five));
    expect(await offeredArticleCount({ db: db.db })).toBe(all.length);
    await db.db.execute(sql`update products set withdrawn_at = now()`);
    expect(articleCountText(await offeredArticleCount({ db: db.db }))).toBeNull();
  });
});
