import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { operatorAuditLog } from "@/models/operator/notifications";
import { priceListLines, priceLists } from "@/models/shop/price-lists";
import { products } from "@/models/shop/catalog";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 45: a price-list line of 0,00 € was accepted without a word. A price of zero, like one above the
// article's list price, is now saved only when the operator confirms it (`confirm: true`); without it
// priceListUpsert answers the lines in `warnings` and saves nothing.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let p: { producerId: string; list: number }[];

beforeAll(async () => {
  db = await freshDatabase();
  operator = await sessionCookie(DEMO.betrieb);
  p = await db.db
    .select({ producerId: products.producerId, list: products.priceKaNetCents })
    .from(products)
    .where(sql`${products.priceKaNetCents} > 20000 and (select count(*) from products q where q.producer_id = ${products.producerId}) = 1`)
    .orderBy(asc(products.id))
    .limit(3);
});
afterAll(async () => {
  await db.drop();
});

const upsert = (input: Record<string, unknown>) => call("POST", "priceListUpsert", input, operator);
const euros = (cents: number) => cents / 100;
const saved = async (name: string) => {
  const [list] = await db.db.select().from(priceLists).where(eq(priceLists.name, name));
  return list ? db.db.select().from(priceListLines).where(eq(priceListLines.priceListId, list.id)) : null;
};

describe("priceListUpsert asks before a free or dearer price", () => {
  it("a line of 0,00 € and one above the list price are answered as warnings and nothing is saved; confirmed, the list is saved", async () => {
    const lines = [
      { article: p[0].producerId, priceNet: 0 },
      { article: p[1].producerId, priceNet: euros(p[1].list + 100) },
      { article: p[2].producerId, priceNet: euros(p[2].list - 100) },
    ];
    const first = await upsert({ name: "Vertrag Null", stores: [], lines });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      saved: false,
      warnings: [
        {
          line: 1,
          article: p[0].producerId,
          reason: "zero",
          priceNet: 0,
          message: `Zeile 1: „${p[0].producerId}“ kostet 0,00\u00a0€ – der Artikel wäre kostenlos.`,
        },
        { line: 2, article: p[1].producerId, reason: "above_list", priceNet: euros(p[1].list + 100), listPriceNet: euros(p[1].list) },
      ],
    });
    expect(first.body.warnings).toHaveLength(2);
    expect(first.body.warnings[1].message).toMatch(/^Zeile 2: „.+“ kostet .+ und damit mehr als der Listenpreis .+\.$/);
    expect(await saved("Vertrag Null")).toBeNull();

    const confirmed = await upsert({ name: "Vertrag Null", stores: [], lines, confirm: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ saved: true, name: "Vertrag Null", lines: 3, warnings: [{ line: 1 }, { line: 2 }] });
    expect((await saved("Vertrag Null"))!.map((l) => l.priceNetCents).sort((a, b) => a - b)).toEqual(
      [0, p[1].list + 100, p[2].list - 100].sort((a, b) => a - b),
    );
  });

  it("a list without such lines is saved at once", async () => {
    const res = await upsert({ name: "Vertrag ok", stores: [], lines: [{ article: p[0].producerId, priceNet: euros(p[0].list) }] });
    expect(res.body).toMatchObject({ saved: true, lines: 1, warnings: [] });
  });
});

describe("priceListUpsert asks before a price below half of the list price (issue 43)", () => {
  it("a line below 50 % is answered as a warning and nothing is saved; confirmed, it is saved and the warning stays in the audit log", async () => {
    const typo = Math.floor(p[0].list / 10);
    const lines = [
      { article: p[0].producerId, priceNet: euros(typo) },
      // Exactly half is a deep discount, not a typo.
      { article: p[1].producerId, priceNet: euros(Math.ceil(p[1].list / 2)) },
    ];
    const first = await upsert({ name: "Vertrag Tippfehler", stores: [], lines });
    expect(first.body).toMatchObject({
      saved: false,
      warnings: [{ line: 1, article: p[0].producerId, reason: "below_half", priceNet: euros(typo), listPriceNet: euros(p[0].list) }],
    });
    expect(first.body.warnings).toHaveLength(1);
    expect(first.body.warnings[0].message).toMatch(/^Zeile 1: „.+“ kostet .+ und damit weniger als die Hälfte des Listenpreises .+\.$/);
    expect(await saved("Vertrag Tippfehler")).toBeNull();
    expect(await db.db.select().from(operatorAuditLog)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ subject: "Vertrag Tippfehler" })]),
    );

    const confirmed = await upsert({ name: "Vertrag Tippfehler", stores: [], lines, confirm: true });
    expect(confirmed.body).toMatchObject({ saved: true, lines: 2, warnings: [{ line: 1, reason: "below_half" }] });
    expect((await saved("Vertrag Tippfehler"))!.map((l) => l.priceNetCents).sort((a, b) => a - b)).toEqual(
      [typo, Math.ceil(p[1].list / 2)].sort((a, b) => a - b),
    );
    const audit = await db.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.subject, "Vertrag Tippfehler"));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "price_warnings_confirmed",
        actorKind: "session",
        actorName: expect.stringMatching(/\S/),
        details: expect.objectContaining({
          count: 1,
          warnings: [expect.objectContaining({ line: 1, reason: "below_half", message: first.body.warnings[0].message })],
        }),
      }),
    ]);
  });

  it("a list saved without warnings leaves no audit entry", async () => {
    const before = (await db.db.select().from(operatorAuditLog)).length;
    expect(
      (await upsert({ name: "Vertrag still", stores: [], lines: [{ article: p[1].producerId, priceNet: euros(p[1].list) }] })).body,
    ).toMatchObject({
      saved: true,
      warnings: [],
    });
    expect(await db.db.select().from(operatorAuditLog)).toHaveLength(before);
  });
});
