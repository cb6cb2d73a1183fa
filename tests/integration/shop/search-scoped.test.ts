import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, type SQL } from "drizzle-orm";
import { categories, products } from "@/models/shop/catalog";
import { parseSearch } from "@/lib/domain/shop/search-query";
import { broadTiers, planSearch, searchScope, searchWhere, tiersByIdsAlone, type SearchPlan } from "@/lib/server/shop/search";
import { offeredToStudios } from "@/lib/server/shop/offered";
import { searchWhereByArms } from "@/lib/server/shop/search-arms";
import { freshDatabase } from "../../helpers/test-db";

// Issue 47, suggestions at 1,000,000 articles: the category check and the tiers of named categories and brands
// are read through other conditions (products_scoped_search_idx, the id indexes) that must find exactly the
// products the search's own condition finds there.
let db: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  db = await freshDatabase({ products: 1300 });
}, 180_000);
afterAll(() => db.drop());

const SEARCHES = [
  "Backofen",
  "Kaffee",
  "Geschirrspüler 45 cm",
  "Spüle ohne Armatur",
  "Unterbau-Geschirrspüler",
  "Bosch",
  "Bora Filter",
  "Serie 6",
  "Edelstahl gebuerstet",
  "Kühlschrnak",
];

async function planOf(text: string): Promise<SearchPlan> {
  return planSearch(parseSearch(text)!);
}

async function ids(where: SQL | undefined): Promise<number[]> {
  const rows = await db.db.select({ id: products.id }).from(products).where(where).orderBy(products.id);
  return rows.map((r) => r.id);
}

describe("the search inside one category", () => {
  it("finds, from the category's own full-text entries, exactly the category's offered matches", async () => {
    const cats = await db.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    let nonEmpty = 0;
    for (const text of SEARCHES) {
      const plan = await planOf(text);
      for (const c of cats) {
        const scope = searchScope(c);
        const own = await ids(and(scope.where, searchWhere(plan), offeredToStudios()));
        // As hasMatches asks it (lib/server/shop/search-hints.ts): without the category's own condition.
        const scoped = await ids(and(searchWhere(plan), offeredToStudios(), searchWhere(plan, scope)));
        expect({ text, category: c.id, ids: scoped }).toEqual({ text, category: c.id, ids: own });
        if (own.length > 0) nonEmpty++;
      }
    }
    // The comparison saw categories with matches, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(20);
  }, 120_000);
});

describe("the search written as alternatives", () => {
  it("finds exactly the products the search's condition finds", async () => {
    let found = 0;
    for (const text of [...SEARCHES, "Kühlschrank 60 cm", "Bosch Backofen", "Siemens Geschirrspüler 60", "Bora Spüle Filter"]) {
      const plan = await planOf(text);
      const own = await ids(and(searchWhere(plan), offeredToStudios()));
      expect({ text, ids: await ids(and(searchWhereByArms(plan), offeredToStudios())) }).toEqual({ text, ids: own });
      found += own.length;
    }
    expect(found).toBeGreaterThan(500);
  }, 120_000);
});

describe("the tiers of named categories and brands", () => {
  it("hold by their ids alone exactly the products the search and the tier hold", async () => {
    let asked = 0;
    for (const text of ["Bosch", "Bora", "Backofen", "Bosch Backofen", "Spüle"]) {
      const plan = await planOf(text);
      const tiers = broadTiers(plan);
      const byIds = tiersByIdsAlone(plan);
      for (const [i, tier] of tiers.entries()) {
        if (!byIds[i]) continue;
        asked++;
        expect({ text, tier: i, ids: await ids(and(offeredToStudios(), byIds[i]!)) }).toEqual({
          text,
          tier: i,
          ids: await ids(and(searchWhere(plan), offeredToStudios(), tier)),
        });
      }
    }
    expect(asked).toBeGreaterThanOrEqual(10);
  });

  it("are not read by ids where a word names nothing", async () => {
    const plan = await planOf("Bosch Edelstahl");
    expect(tiersByIdsAlone(plan).every((t) => t === null)).toBe(true);
  });
});
