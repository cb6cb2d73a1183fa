import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proposals } from "@/models/console/requests";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// The demo data is made relative to the moment it is loaded; nothing in it may lie in the future,
// or the console's date filters (which end now) hide it depending on the time of day.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let loadedAt: number;

beforeAll(async () => {
  loadedAt = Date.now();
  db = await freshDatabase();
});
afterAll(() => db.drop());

describe("demo data dates", () => {
  it("no proposal was created after the data was loaded, the open requests with long timers included", async () => {
    const rows = await db.db.select({ crm: proposals.crm }).from(proposals);
    expect(rows.length).toBeGreaterThan(0);
    const future = rows.filter((r) => Date.parse(r.crm.CreatedDate) > Date.now());
    expect(future.map((r) => r.crm.CreatedDate)).toEqual([]);
    expect(rows.every((r) => Date.parse(r.crm.CreatedDate) <= Date.now() && Date.parse(r.crm.CreatedDate) < loadedAt + 60_000)).toBe(true);
  });
});

describe("the master's statistics look like a real year", () => {
  const berlinDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });
  const today = berlinDay.format(new Date());
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[5] + sorted[6]) / 2;
  };

  // The dashboard is what every new master sees first: the last 12 full months of its children's
  // requests, offers and appointments stay within half and double of the median month (no dip, no spike).
  for (const metric of ["requested", "accepted", "appointments"] as const) {
    it(`${metric}: each of the last 12 full months within half and double of the median`, async () => {
      const [year, month] = today.split("-").map(Number);
      const first = new Date(Date.UTC(year, month - 13, 1)).toISOString().slice(0, 10);
      const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
      const res = await call(
        "GET",
        "childStoresStats",
        { storeSlug: "kuechenhaus-nord", startDate: first, endDate: last, metric },
        await sessionCookie(DEMO.nord),
      );
      expect(res.status).toBe(200);
      const totals: number[] = res.body.chart.map((p: { Total: number }) => p.Total);
      expect(totals).toHaveLength(12);
      const m = median(totals);
      expect(m).toBeGreaterThan(20);
      const outside = res.body.chart.filter((p: { Total: number }) => p.Total < m / 2 || p.Total > m * 2);
      expect(outside, `median ${m}, months ${JSON.stringify(res.body.chart)}`).toEqual([]);
    });
  }
});
