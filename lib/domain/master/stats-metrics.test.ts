import { describe, expect, it } from "vitest";
import {
  METRIC_LABELS,
  TILES,
  addRows,
  chartSeries,
  checkStatsRange,
  emptyMetricSet,
  isMetric,
  monthsBetween,
  parseStatsDay,
  rank,
  summarize,
  type AggregateRow,
} from "./stats-metrics";

describe("SPEC 2.2 / 9: the dashboard's metrics and tiles", () => {
  it("labels the metric switch ANFRAGEN, ANGEBOTE, TERMINE, UMSATZ", () => {
    expect(Object.values(METRIC_LABELS)).toEqual(["ANFRAGEN", "ANGEBOTE", "TERMINE", "UMSATZ"]);
  });
  it("has the four tiles in order", () => {
    expect(TILES.map((t) => t.label)).toEqual(["ERHALTENE ANFRAGEN", "BEARBEITETE ANFRAGEN", "STUDIOTERMINE", "UMSATZ"]);
  });
  it("knows only the four metrics", () => {
    expect(isMetric("sold")).toBe(true);
    expect(isMetric("revenue")).toBe(false);
    expect(isMetric(undefined)).toBe(false);
  });
});

const rows: AggregateRow[] = [
  { storeId: "a", metric: "requested", month: "2026-01", count: 3, cents: 0 },
  { storeId: "a", metric: "requested", month: "2026-03", count: 2, cents: 0 },
  { storeId: "b", metric: "requested", month: "2026-01", count: 4, cents: 0 },
  { storeId: "a", metric: "sold", month: "2026-03", count: 2, cents: 1_500_050 },
  { storeId: "b", metric: "sold", month: "2026-01", count: 1, cents: 999_999 },
  { storeId: "b", metric: "appointments", month: "2026-02", count: 5, cents: 0 },
  { storeId: "x", metric: "requested", month: "2026-01", count: 100, cents: 0 },
];

describe("sums over stores and months", () => {
  it("sums counts per month and revenue in cents, counting sold kitchens apart", () => {
    const set = addRows(
      emptyMetricSet(),
      rows.filter((r) => r.storeId === "a"),
    );
    expect(set.requested).toEqual({ sum: 5, months: { "2026-01": 3, "2026-03": 2 } });
    expect(set.sold).toEqual({ sum: 1_500_050, months: { "2026-03": 1_500_050 } });
    expect(set.soldCount).toBe(2);
    expect(set.accepted).toEqual({ sum: 0, months: {} });
  });

  it("gives all stores, the selection, and ignores rows of stores outside the master", () => {
    const { byStore, all, selected } = summarize(["a", "b"], ["b"], rows);
    expect(all.requested.sum).toBe(9);
    expect(all.requested.months["2026-01"]).toBe(7);
    expect(selected.requested).toEqual({ sum: 4, months: { "2026-01": 4 } });
    expect(selected.appointments.sum).toBe(5);
    expect(byStore.get("a")!.sold.sum).toBe(1_500_050);
    expect(byStore.has("x")).toBe(false);
  });

  it("selects every store when none is chosen", () => {
    expect(summarize(["a", "b"], [], rows).selected).toEqual(summarize(["a", "b"], ["a", "b"], rows).all);
  });
});

describe("chart series (SPEC 3 'Chart point')", () => {
  it("lists every month of the range, across a year end", () => {
    expect(monthsBetween("2025-11-15", "2026-02-01")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsBetween("2026-05-01", "2026-05-31")).toEqual(["2026-05"]);
  });

  it("names points by German month abbreviation with Total, zero for empty months", () => {
    const values = { sum: 5, months: { "2026-01": 3, "2026-03": 2 } };
    expect(chartSeries(["2026-01", "2026-02", "2026-03"], values)).toEqual([
      { name: "Jan", month: "2026-01", Total: 3 },
      { name: "Feb", month: "2026-02", Total: 0 },
      { name: "Mär", month: "2026-03", Total: 2 },
    ]);
  });
});

describe("rankings", () => {
  it("orders by value, ties by name", () => {
    const out = rank([
      { slug: "b", name: "Bremen", value: 2 },
      { slug: "k", name: "Kiel", value: 7 },
      { slug: "a", name: "Altona", value: 2 },
    ]);
    expect(out.map((e) => e.slug)).toEqual(["k", "a", "b"]);
  });
});

describe("range bounds (SPEC 7 'startDate, endDate ISO')", () => {
  it("accepts days and reads timestamps as the Berlin day", () => {
    expect(parseStatsDay("2026-02-28")).toBe("2026-02-28");
    expect(parseStatsDay("2025-12-31T23:30:00.000Z")).toBe("2026-01-01");
    expect(parseStatsDay("2026-06-30T21:59:00Z")).toBe("2026-06-30");
  });

  it("refuses malformed and impossible dates", () => {
    expect(parseStatsDay("2026-02-30")).toBeNull();
    expect(parseStatsDay("31.12.2026")).toBeNull();
    expect(parseStatsDay("gestern")).toBeNull();
    expect(parseStatsDay("2026-13-01")).toBeNull();
  });

  it("refuses reversed ranges and ranges over five years, with German messages", () => {
    expect(checkStatsRange("2026-01-01", "2026-01-01")).toBeNull();
    expect(checkStatsRange("2021-01-01", "2026-01-01")).toBeNull();
    expect(checkStatsRange("2026-02-01", "2026-01-31")).toEqual({ field: "endDate", message: "Das Startdatum darf nicht nach dem Enddatum liegen." });
    expect(checkStatsRange("2021-01-01", "2026-01-02")).toEqual({ field: "endDate", message: "Der Zeitraum darf höchstens 5 Jahre umfassen." });
  });
});
