import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { proposals, type Proposal } from "@/models/console/requests";
import { stores } from "@/models/platform/stores";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// childStoresStats must equal a brute-force count over the same rows, for several ranges and selections.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let nord: string;
let children: { id: string; slug: string; name: string }[];
let rows: Proposal[];

const berlinDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });
const dayOf = (d: Date) => berlinDay.format(d);
const today = dayOf(new Date());
const shiftDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T12:00:00Z`) + n * 86400000));

beforeAll(async () => {
  db = await freshDatabase();
  nord = await sessionCookie(DEMO.nord);
  const [master] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-nord"));
  children = await db.db.select({ id: stores.id, slug: stores.slug, name: stores.name }).from(stores).where(eq(stores.parentId, master.id));
  rows = await db.db
    .select()
    .from(proposals)
    .where(
      inArray(
        proposals.storeId,
        children.map((c) => c.id),
      ),
    );
});
afterAll(() => db.drop());

type Expected = { sum: number; months: Record<string, number> };

/** The definitions of docs/console.md "Statistics", counted row by row in JavaScript. */
function bruteForce(storeIds: string[], start: string, end: string) {
  const inRange = (d: Date | null) => !!d && dayOf(d) >= start && dayOf(d) <= end;
  const count = (pick: (p: Proposal) => Date | null, value: (p: Proposal) => number = () => 1): Expected => {
    const out: Expected = { sum: 0, months: {} };
    for (const p of rows) {
      const d = pick(p);
      if (!storeIds.includes(p.storeId) || !inRange(d)) continue;
      const m = dayOf(d!).slice(0, 7);
      out.sum += value(p);
      out.months[m] = (out.months[m] ?? 0) + value(p);
    }
    return out;
  };
  const cents = count(
    (p) => p.soldAt,
    (p) => p.soldPriceCents ?? 0,
  );
  const toEuro = (n: number) => n / 100;
  return {
    requested: count((p) => p.requestedAt),
    accepted: count((p) => p.acceptedAt),
    appointments: count((p) => p.appointmentAt),
    sold: { sum: toEuro(cents.sum), months: Object.fromEntries(Object.entries(cents.months).map(([m, v]) => [m, toEuro(v)])) },
    soldCount: count((p) => p.soldAt).sum,
  };
}

const stats = (input: Record<string, unknown>, cookie = nord) => call("GET", "childStoresStats", { storeSlug: "kuechenhaus-nord", ...input }, cookie);

const RANGES: [string, string, string][] = [
  ["default: start of the year to today", `${today.slice(0, 4)}-01-01`, today],
  ["the whole 18-month history and more", shiftDays(today, -600), today],
  ["one month", shiftDays(today, -120).slice(0, 8) + "01", shiftDays(today, -120).slice(0, 8) + "28"],
  ["a single day", shiftDays(today, -10), shiftDays(today, -10)],
  ["a range into the future (upcoming appointments)", shiftDays(today, -30), shiftDays(today, 200)],
];

describe("childStoresStats equals a brute-force count", () => {
  it("the demo master has three children with history", () => {
    expect(children.map((c) => c.slug).sort()).toEqual(["kuechenhaus-bremen", "kuechenhaus-hamburg", "kuechenhaus-kiel"]);
    expect(rows.length).toBeGreaterThan(400);
  });

  for (const [label, start, end] of RANGES) {
    for (const pick of [[], ["kuechenhaus-hamburg"], ["kuechenhaus-bremen", "kuechenhaus-kiel"]]) {
      it(`${label}, ${pick.length ? pick.join(" + ") : "Alle Studios"}`, async () => {
        const res = await stats({ startDate: start, endDate: end, childSlugs: pick.join(","), metric: "appointments" });
        expect(res.status).toBe(200);
        const body = res.body;
        const chosen = pick.length ? children.filter((c) => pick.includes(c.slug)) : children;
        const expected = bruteForce(
          chosen.map((c) => c.id),
          start,
          end,
        );
        expect(body.selected).toEqual(expected);
        expect(body.all).toEqual(
          bruteForce(
            children.map((c) => c.id),
            start,
            end,
          ),
        );
        for (const c of children) {
          const s = body.stores.find((x: { slug: string }) => x.slug === c.slug);
          const { requested, accepted, appointments, sold, soldCount } = bruteForce([c.id], start, end);
          expect(s).toMatchObject({ name: c.name, requested, accepted, appointments, sold, soldCount });
        }
        // Chart: every month of the range, Total = the selected metric.
        expect(body.chart.map((p: { month: string }) => p.month)).toEqual(body.months);
        expect(body.chart.map((p: { Total: number }) => p.Total)).toEqual(body.months.map((m: string) => expected.appointments.months[m] ?? 0));
        expect(body.chart[0].name).toMatch(/^(Jan|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez)$/);
        // Rankings over the selection, highest first.
        const requestedRanking = chosen
          .map((c) => ({ slug: c.slug, value: bruteForce([c.id], start, end).requested.sum }))
          .sort(
            (a, b) =>
              b.value - a.value || children.find((c) => c.slug === a.slug)!.name.localeCompare(children.find((c) => c.slug === b.slug)!.name, "de"),
          );
        expect(body.ranking.requested.map((r: { slug: string; value: number }) => ({ slug: r.slug, value: r.value }))).toEqual(requestedRanking);
        const soldValues = body.ranking.sold.map((r: { value: number }) => r.value);
        expect(soldValues).toEqual([...soldValues].sort((a, b) => b - a));
        expect(body.ranking.sold.map((r: { slug: string; value: number }) => r.value).reduce((a: number, b: number) => a + b, 0)).toBe(
          expected.soldCount,
        );
      });
    }
  }

  it("the default range over all studios is not empty, so the comparisons above mean something", async () => {
    const res = await stats({ startDate: shiftDays(today, -540), endDate: today });
    expect(res.body.selected.requested.sum).toBeGreaterThan(300);
    expect(res.body.selected.sold.sum).toBeGreaterThan(0);
    expect(res.body.selected.appointments.sum).toBeGreaterThan(0);
    expect(res.body.metric).toBe("requested");
  });

  it("reads ISO timestamps as Berlin days", async () => {
    const a = await stats({ startDate: `${shiftDays(today, -200)}`, endDate: today });
    const b = await stats({ startDate: new Date(`${shiftDays(today, -201)}T23:30:00Z`).toISOString(), endDate: today });
    expect(b.status).toBe(200);
    expect(b.body.startDate).toBe(shiftDays(today, -200));
    expect(b.body.selected).toEqual(a.body.selected);
  });
});

describe("childStoresStats refuses bad input and other stores", () => {
  const ok = { startDate: "2026-01-01", endDate: "2026-03-31" };

  it("a child of another master or an unknown slug is 403", async () => {
    for (const childSlugs of ["kuechenwelt-berlin", "kuechenhaus-hamburg,kuechen-mayer", "gibt-es-nicht"]) {
      const res = await stats({ ...ok, childSlugs });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(/keinen Zugriff/);
    }
  });

  it("a child's user cannot read the master's statistics, nor a sibling's", async () => {
    const hamburg = await sessionCookie(DEMO.hamburg);
    expect((await stats(ok, hamburg)).status).toBe(403);
    const sibling = await call("GET", "childStoresStats", { storeSlug: "kuechenhaus-kiel", ...ok }, hamburg);
    expect(sibling.status).toBe(403);
    // Its own store is no master: no statistics either.
    const own = await call("GET", "childStoresStats", { storeSlug: "kuechenhaus-hamburg", ...ok }, hamburg);
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe("Statistiken gibt es nur für Master-Studios.");
  });

  it("reversed, malformed and over-long ranges are 400 with a German message naming the field", async () => {
    const reversed = await stats({ startDate: "2026-03-01", endDate: "2026-02-28" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toMatchObject({ field: "endDate", message: "endDate: Das Startdatum darf nicht nach dem Enddatum liegen." });
    const long = await stats({ startDate: "2020-01-01", endDate: "2026-01-01" });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain("höchstens 5 Jahre");
    for (const startDate of ["31.12.2025", "2026-02-30", "morgen", ""]) {
      const bad = await stats({ startDate, endDate: "2026-03-01" });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe("startDate");
      expect(bad.body.error.message).toContain("Bitte wählen Sie einen gültigen Zeitraum.");
    }
  });

  it("an unknown metric is 400", async () => {
    const res = await stats({ ...ok, metric: "revenue" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: "metric" });
    expect(res.body.error.message).toContain("Unbekannte Kennzahl");
  });
});
