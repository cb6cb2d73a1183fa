import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, isNull } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { compareLists } from "@/models/shop/compare";
import { products } from "@/models/shop/catalog";
import { user } from "@/models/platform/auth";

// „Vergleichen“: up to four products per person and studio, kept on the server across pages and visits,
// scoped to the signed-in person and the studio the access rule admits.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let owner: string;
let einkauf: string;
let verkauf: string;
let kiel: string;
let ids: number[];

beforeAll(async () => {
  db = await freshDatabase();
  [owner, einkauf, verkauf, kiel] = await Promise.all([
    sessionCookie(DEMO.berlin),
    sessionCookie("einkauf@kuechenwelt-berlin.example"),
    sessionCookie("verkauf@kuechenwelt-berlin.example"),
    sessionCookie(DEMO.kiel),
  ]);
  ids = (await db.db.select({ id: products.id }).from(products).where(isNull(products.withdrawnAt)).orderBy(asc(products.id)).limit(6)).map(
    (r) => r.id,
  );
});
afterAll(() => db.drop());

const list = async (cookie = owner, storeSlug = "kuechenwelt-berlin") => call("GET", "asCompareList", { storeSlug }, cookie);
const toggle = (productId: number, on: boolean, cookie = owner, storeSlug = "kuechenwelt-berlin") =>
  call("POST", "asCompareToggle", { storeSlug, productId, on }, cookie);

describe("the compare list", () => {
  it("keeps the products in the order chosen, once each, across requests", async () => {
    expect((await list()).body).toEqual({ productIds: [] });
    expect((await toggle(ids[2], true)).body).toEqual({ productIds: [ids[2]] });
    expect((await toggle(ids[0], true)).body).toEqual({ productIds: [ids[2], ids[0]] });
    expect((await toggle(ids[2], true)).body).toEqual({ productIds: [ids[2], ids[0]] });
    expect((await list()).body).toEqual({ productIds: [ids[2], ids[0]] });
    expect((await toggle(ids[2], false)).body).toEqual({ productIds: [ids[0]] });
    expect((await toggle(ids[2], false)).body).toEqual({ productIds: [ids[0]] });
  });

  it("holds at most four and says so in German; nothing is lost", async () => {
    for (const id of ids.slice(1, 4)) expect((await toggle(id, true)).status).toBe(200);
    const fifth = await toggle(ids[4], true);
    expect(fifth.status).toBe(422);
    expect(fifth.body.error).toMatchObject({
      field: "productId",
      message: "Es können höchstens 4 Produkte verglichen werden. Bitte entfernen Sie zuerst eines aus dem Vergleich.",
    });
    expect((await list()).body.productIds).toEqual([ids[0], ids[1], ids[2], ids[3]]);
    for (const id of ids.slice(0, 4)) await toggle(id, false);
  });

  it("counts clicks made at the same time, and never passes four", async () => {
    const answers = await Promise.all(ids.slice(0, 6).map((id) => toggle(id, true)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(2);
    const kept = (await list()).body.productIds as number[];
    expect(kept).toHaveLength(4);
    // Exactly the products whose click was answered 200.
    expect(new Set(kept)).toEqual(new Set(ids.slice(0, 6).filter((_, i) => answers[i].status === 200)));
    for (const id of ids) await toggle(id, false);
  });

  it("is each person's own: another member of the studio has a list of its own", async () => {
    await toggle(ids[0], true);
    expect((await list(einkauf)).body).toEqual({ productIds: [] });
    await toggle(ids[1], true, einkauf);
    expect((await list(einkauf)).body).toEqual({ productIds: [ids[1]] });
    expect((await list()).body).toEqual({ productIds: [ids[0]] });
    const [row] = await db.db.select().from(user).where(eq(user.email, "einkauf@kuechenwelt-berlin.example"));
    expect((await db.db.select().from(compareLists).where(eq(compareLists.userId, row.id))).map((r) => r.productIds)).toEqual([[ids[1]]]);
  });

  it("refuses another studio, a role without the shop, an unknown product and bad input", async () => {
    expect((await list(kiel, "kuechenwelt-berlin")).status).toBe(403);
    expect((await toggle(ids[0], true, kiel, "kuechenwelt-berlin")).status).toBe(403);
    expect((await list(verkauf)).status).toBe(403);
    const unknown = await toggle(2_000_000_000, true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("Dieses Produkt gibt es im Katalog nicht.");
    const bad = await call("POST", "asCompareToggle", { storeSlug: "kuechenwelt-berlin", productId: "drei", on: true }, owner);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("productId");
    expect((await call("GET", "asCompareList", { storeSlug: "kuechenwelt-berlin" })).status).toBe(401);
  });
});
