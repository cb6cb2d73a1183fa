import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { encodeCursor } from "@/lib/domain/shop/list-cursor";

// Keyset paging (issue 47): "Mehr anzeigen" sends the previous page's cursor; the pages it gets are the
// ones offset paging gives, in every order the shop offers, and a foreign cursor changes nothing.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let cookie: string;
const slug = "kuechenwelt-berlin";
type List = { data: { id: number }[]; meta: { count: number; countExact: boolean; next?: string } };
const list = async (input: Record<string, unknown>) => {
  const r = await call("GET", "asProducts", { storeSlug: slug, ...input }, cookie);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as List;
};

beforeAll(async () => {
  db = await freshDatabase();
  cookie = await sessionCookie(DEMO.berlin);
});
afterAll(() => db.drop());

describe("asProducts keyset paging", () => {
  const orders = [
    { sortingField: "bestseller", sortingDir: "asc" },
    { sortingField: "priceKaNet", sortingDir: "asc" },
    { sortingField: "priceKaNet", sortingDir: "desc" },
    { sortingField: "name", sortingDir: "asc" },
    { sortingField: "name", sortingDir: "desc" },
  ];
  for (const order of orders)
    it(`follows the cursor page by page to the same rows as the offset (${order.sortingField} ${order.sortingDir})`, async () => {
      const byOffset = (await list({ ...order, categoryId: 1, limit: 100 })).data.map((p) => p.id);
      const byCursor: number[] = [];
      let after: string | undefined;
      for (let page = 0; page < 5; page++) {
        const r = await list({ ...order, categoryId: 1, limit: 20, offset: page * 20, ...(after ? { after } : {}) });
        byCursor.push(...r.data.map((p) => p.id));
        after = r.meta.next;
        if (!after) break;
      }
      expect(byCursor).toEqual(byOffset.slice(0, byCursor.length));
      expect(byCursor.length).toBe(Math.min(100, byOffset.length));
    });

  it("sends no cursor with a search (ranked by relevance), and the offset applies", async () => {
    const r = await list({ search: "Spüle", limit: 5 });
    expect(r.meta.next).toBeUndefined();
  });

  it("ignores a cursor of another order or a broken one (the offset applies)", async () => {
    const second = await list({ sortingField: "bestseller", limit: 20, offset: 20 });
    const foreign = encodeCursor({ value: "Spüle", id: 1 });
    expect((await list({ sortingField: "bestseller", limit: 20, offset: 20, after: foreign })).data).toEqual(second.data);
    const bad = await call("GET", "asProducts", { storeSlug: slug, after: "kein Cursor!" }, cookie);
    expect(bad.status).toBe(400);
  });
});
