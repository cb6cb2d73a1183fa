import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";
import { submitOrderAs } from "../../helpers/cart";
import { berlinWorkingDaysBetween } from "@/lib/domain/platform/berlin-working-days";

// Issue 33: the master's dashboard lists its children's open deliveries — orders not yet delivered or
// cancelled — filterable by child and by "nur verspätete"; a member restricted to selected children sees
// only theirs; orders of other studios never show.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let nordOwner: string;
const studios: Record<string, string> = {};
let items: { id: number; ean: string }[];

type Row = {
  idfs: string;
  child: { slug: string; name: string };
  orderedAt: string;
  state: string;
  earliestConfirmed: number | null;
  earliestDesired: number | null;
  late: boolean;
  lateWorkingDays: number;
  lateWhy: "overdue" | "confirmedLater" | null;
};

/** A working day about two months ahead (YYYYMMDD), and that day moved by some days. */
const desired = (() => {
  const d = new Date(Date.now() + 60 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7));
  return Number(d.toISOString().slice(0, 10).replaceAll("-", ""));
})();
const plusDays = (yyyymmdd: number, days: number) => {
  const s = String(yyyymmdd);
  const d = new Date(Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8) + days));
  return Number(d.toISOString().slice(0, 10).replaceAll("-", ""));
};

let n = 0;
/** An order of `slug` through the shop's own endpoint: line 1 two units, line 2 one unit, with the desired dates given. */
async function order(slug: string, desiredDates: [number | null, number | null]): Promise<string> {
  n += 1;
  const res = await submitOrderAs(studios[slug], slug, `open-deliveries-${n}-${Date.now()}`, {
    items: [
      { id: items[0].id, quantity: 2, desiredDeliveryDate: desiredDates[0] },
      { id: items[1].id, quantity: 1, desiredDeliveryDate: desiredDates[1] },
    ],
    deliveryAddress: {
      mode: "studio",
      companyName: "Studio",
      addressStreet: "Weg 1",
      addressZip: "20095",
      addressCity: "Hamburg",
      addressState: "Hamburg",
      addressCountry: "Deutschland",
      phone: "040123456",
    },
    deliveryContact: { gender: "Frau", firstName: "Anna", lastName: "Becker", phone: "040 1234567", email: "einkauf@studio.example" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { order: { idfs: string } }).order.idfs;
}

/** The supplier's report, set by the operator (orderStatusUpdate with an operator's session). */
async function report(idfs: string, lines: Record<string, unknown>[]) {
  const res = await call(
    "POST",
    "orderStatusUpdate",
    { idfs, updateId: `od-${idfs}-${Math.random()}`, lines: lines.map((l) => ({ article: items[Number(l.line) - 1].ean, ...l })) },
    operator,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function openDeliveries(input: Record<string, string>, cookie = nordOwner) {
  const res = await call("GET", "childOpenDeliveries", { storeSlug: "kuechenhaus-nord", ...input }, cookie);
  return { status: res.status, body: res.body as { orders: Row[]; more: boolean; error?: { message: string } } };
}

const orders: Record<"hamburgOpen" | "hamburgDelivered" | "hamburgLate" | "kielOpen" | "berlinOpen", string> = {} as never;

beforeAll(async () => {
  db = await freshDatabase();
  [operator, nordOwner, studios["kuechenhaus-hamburg"], studios["kuechenhaus-kiel"], studios["kuechenwelt-berlin"]] = await Promise.all([
    sessionCookie(DEMO.betrieb),
    sessionCookie(DEMO.nord),
    sessionCookie(DEMO.hamburg),
    sessionCookie("studio@kuechenhaus-kiel.example"),
    sessionCookie(DEMO.berlin),
  ]);
  items = await db.db.select({ id: products.id, ean: products.ean }).from(products).orderBy(asc(products.id)).limit(2);

  orders.hamburgOpen = await order("kuechenhaus-hamburg", [desired, null]);
  orders.hamburgDelivered = await order("kuechenhaus-hamburg", [desired, null]);
  orders.hamburgLate = await order("kuechenhaus-hamburg", [plusDays(desired, -14), desired]);
  orders.kielOpen = await order("kuechenhaus-kiel", [null, null]);
  orders.berlinOpen = await order("kuechenwelt-berlin", [desired, null]);

  // Delivered in full: leaves the list.
  await report(orders.hamburgDelivered, [
    { line: 1, delivered: 2 },
    { line: 2, delivered: 1 },
  ]);
  // Line 1 (the earlier wish) cancelled, line 2 confirmed five days after its wish: late.
  await report(orders.hamburgLate, [
    { line: 1, cancelled: 2 },
    { line: 2, confirmedQuantity: 1, confirmedDate: plusDays(desired, 5) },
  ]);
  // Kiel's order partly shipped: still open.
  await report(orders.kielOpen, [{ line: 1, shipment: { carrier: "DHL", trackingNumber: "00340434161094042557", quantity: 1 } }]);
});
afterAll(() => db.drop());

describe("childOpenDeliveries", () => {
  it("lists the children's open orders only: not delivered ones, not other studios'", async () => {
    const { status, body } = await openDeliveries({});
    expect(status).toBe(200);
    const idfs = body.orders.map((o) => o.idfs);
    expect(idfs).toEqual(expect.arrayContaining([orders.hamburgOpen, orders.hamburgLate, orders.kielOpen]));
    expect(idfs).not.toContain(orders.hamburgDelivered);
    expect(idfs).not.toContain(orders.berlinOpen);
    // Every row is a child of Küchenhaus Nord; the demo's Berlin orders never show.
    const children = ["kuechenhaus-bremen", "kuechenhaus-hamburg", "kuechenhaus-kiel"];
    expect(body.orders.every((o) => children.includes(o.child.slug))).toBe(true);
    // Newest first.
    const times = body.orders.map((o) => Date.parse(o.orderedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byIdfs = new Map(body.orders.map((o) => [o.idfs, o]));
    expect(byIdfs.get(orders.hamburgOpen)).toMatchObject({
      child: { slug: "kuechenhaus-hamburg", name: "Küchenhaus Hamburg" },
      state: "received",
      earliestConfirmed: null,
      earliestDesired: desired,
      late: false,
    });
    // The cancelled line's earlier wish does not count; the confirmed date is after the wish.
    expect(byIdfs.get(orders.hamburgLate)).toMatchObject({
      state: "confirmed",
      earliestConfirmed: plusDays(desired, 5),
      earliestDesired: desired,
      late: true,
    });
    expect(byIdfs.get(orders.kielOpen)).toMatchObject({ child: { slug: "kuechenhaus-kiel" }, state: "partially_shipped", late: false });
  });

  it("filters by child and by late only", async () => {
    const kiel = await openDeliveries({ childSlugs: "kuechenhaus-kiel" });
    expect(kiel.status).toBe(200);
    expect(kiel.body.orders.map((o) => o.idfs)).toContain(orders.kielOpen);
    expect(kiel.body.orders.every((o) => o.child.slug === "kuechenhaus-kiel")).toBe(true);

    const late = await openDeliveries({ lateOnly: "true" });
    const lateIdfs = late.body.orders.map((o) => o.idfs);
    expect(lateIdfs).toContain(orders.hamburgLate);
    expect(lateIdfs).not.toContain(orders.hamburgOpen);
    expect(late.body.orders.every((o) => o.late && o.lateWorkingDays > 0)).toBe(true);
    // Confirmed five calendar days after the wish: late by the Berlin working days in between, not yet overdue.
    expect(late.body.orders.find((o) => o.idfs === orders.hamburgLate)).toMatchObject({
      lateWorkingDays: berlinWorkingDaysBetween(desired, plusDays(desired, 5)),
      lateWhy: "confirmedLater",
    });
    // The demo's Hamburg order a week past its wish and never confirmed is late too (it was missed before).
    expect(late.body.orders.filter((o) => o.child.slug === "kuechenhaus-hamburg" && o.state === "received" && o.lateWhy === "overdue")).toHaveLength(
      1,
    );
    const lateKiel = await openDeliveries({ lateOnly: "true", childSlugs: "kuechenhaus-kiel" });
    expect(lateKiel.body.orders).toEqual([]);
  });

  it("an order past its desired date and still unconfirmed is late, by the working days since", async () => {
    const idfs = await order("kuechenhaus-kiel", [desired, null]);
    expect((await openDeliveries({ lateOnly: "true", childSlugs: "kuechenhaus-kiel" })).body.orders).toEqual([]);
    // Time passes: its wish now lies ten days back (as the stored order would read then).
    const today = Number(new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" }).replaceAll("-", ""));
    const past = plusDays(today, -10);
    await db.db.execute(sql`update orders set items = jsonb_set(items, '{0,desiredDeliveryDate}', to_jsonb(${past}::int)) where idfs = ${idfs}`);
    const late = await openDeliveries({ lateOnly: "true", childSlugs: "kuechenhaus-kiel" });
    expect(late.body.orders).toMatchObject([
      {
        idfs,
        state: "received",
        earliestConfirmed: null,
        earliestDesired: past,
        late: true,
        lateWhy: "overdue",
        lateWorkingDays: berlinWorkingDaysBetween(past, today),
      },
    ]);
    // The studio's own orders page says the same, by the same rule.
    const own = await call("GET", "asOrder", { idfs }, studios["kuechenhaus-kiel"]);
    expect(own.body).toMatchObject({ late: { workingDays: berlinWorkingDaysBetween(past, today), why: "overdue" } });
    expect(own.body.items[0].late).toMatchObject({ workingDays: berlinWorkingDaysBetween(past, today), why: "overdue" });
    expect(own.body.items[1].late).toEqual({ workingDays: 0, why: null });
  });

  it("refuses a studio that is not the master's child, a child asking as master, and another master's caller", async () => {
    const foreign = await openDeliveries({ childSlugs: "kuechenwelt-berlin" });
    expect(foreign.status).toBe(403);
    // A child studio is no master: asking for itself, and for its master, is refused.
    expect((await call("GET", "childOpenDeliveries", { storeSlug: "kuechenhaus-hamburg" }, studios["kuechenhaus-hamburg"])).status).toBe(403);
    expect((await openDeliveries({}, studios["kuechenhaus-hamburg"])).status).toBe(403);
    expect((await openDeliveries({}, studios["kuechenwelt-berlin"])).status).toBe(403);
    // Wrong shape: a German 400 naming the field.
    const bad = await call("GET", "childOpenDeliveries", { storeSlug: "kuechenhaus-nord", lateOnly: "ja" }, nordOwner);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("lateOnly");
  });

  it("a member restricted to selected children sees only those", async () => {
    const [member] = await db.db.select().from(user).where(eq(user.email, "verkauf@kuechenhaus-nord.example"));
    const [hamburg] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-hamburg"));
    const scoped = await call(
      "POST",
      "storeTeamUpdate",
      { storeSlug: "kuechenhaus-nord", userId: member.id, role: "verkauf", childScope: "selected", childStoreIds: [hamburg.id] },
      nordOwner,
    );
    expect(scoped.status).toBe(200);
    try {
      const verkauf = await sessionCookie("verkauf@kuechenhaus-nord.example");
      const mine = await openDeliveries({}, verkauf);
      expect(mine.status).toBe(200);
      expect(mine.body.orders.map((o) => o.idfs)).toEqual(expect.arrayContaining([orders.hamburgOpen, orders.hamburgLate]));
      expect(mine.body.orders.every((o) => o.child.slug === "kuechenhaus-hamburg")).toBe(true);
      expect((await openDeliveries({ childSlugs: "kuechenhaus-kiel" }, verkauf)).status).toBe(403);
    } finally {
      await db.db.update(user).set({ childScope: "all", childStoreIds: [] }).where(eq(user.id, member.id));
    }
  });
});
