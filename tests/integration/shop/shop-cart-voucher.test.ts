import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 30 finding 7: the cart keeps only what the server computes. A voucher's amount comes from the
// voucher (KUECH: 50 € off, DECISIONS.md demo data), whatever amount the browser sends with it.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
const SLUG = "kuechenwelt-berlin";

beforeAll(async () => {
  db = await freshDatabase();
  berlin = await sessionCookie(DEMO.berlin);
});
afterAll(() => db.drop());

async function saveCart(discountCode: unknown) {
  const [p] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
  const loaded = await call("GET", "asStoreCart", { storeSlug: SLUG }, berlin);
  return call(
    "POST",
    "asStoreCart",
    { storeSlug: SLUG, version: loaded.body.version, shopCart: { items: [{ id: p.id, quantity: 30, desiredDeliveryDate: null }], discountCode } },
    berlin,
  );
}

describe("the cart's voucher", () => {
  it("keeps the voucher's own amount, not the one the browser sent (KUECH with 1e9)", async () => {
    const saved = await saveCart({ code: "KUECH", amount: 1e9 });
    expect(saved.status).toBe(200);
    expect(saved.body.cart.discountCode).toEqual({ code: "KUECH", amount: 50 });
    const reloaded = await call("GET", "asStoreCart", { storeSlug: SLUG }, berlin);
    expect(reloaded.body.cart.discountCode).toEqual({ code: "KUECH", amount: 50 });
  });

  it("takes the code in any case and without an amount", async () => {
    const saved = await saveCart({ code: "kuech" });
    expect(saved.status).toBe(200);
    expect(saved.body.cart.discountCode).toEqual({ code: "KUECH", amount: 50 });
  });

  it("drops a code the studio does not have instead of storing it with the sent amount", async () => {
    const saved = await saveCart({ code: "GRATI", amount: 500 });
    expect(saved.status).toBe(200);
    expect(saved.body.cart.discountCode).toBeNull();
  });
});
