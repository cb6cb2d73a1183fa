import { describe, expect, it } from "vitest";
import { lineChangeText, sortHistory, statusUpdateEntry } from "./order-detail";

describe("the order's history", () => {
  it("says what an update did to a line, a shipment without number as such", () => {
    expect(
      lineChangeText({
        line: 2,
        article: "A-1",
        changed: ["confirmedDate", "shipment"],
        confirmedDate: { from: 20301204, to: 20301211 },
        shipments: [{ carrier: "Spedition", trackingNumber: "", quantity: 1, shippedOn: 20301210 }],
        state: "shipped",
      }),
    ).toBe("Pos. 2: Termin von 04.12.2030 auf 11.12.2030 geändert; 1 Stk. versandt mit Spedition, ohne Sendungsnummer (jetzt Versandt)");
  });

  it("names the key or person and the way the update came, and leaves out an update that changed nothing", () => {
    const at = new Date("2026-11-20T10:00:00Z");
    const change = { line: 1, article: "A", changed: ["delivered" as const], state: "delivered" as const };
    expect(statusUpdateEntry({ receivedAt: at, byName: "ERP", source: "dispatchnotification", changes: [change] })).toEqual({
      at: at.toISOString(),
      who: "ERP (openTRANS-Lieferavis)",
      what: "Pos. 1: Zustellung gemeldet (jetzt Zugestellt)",
    });
    expect(statusUpdateEntry({ receivedAt: at, byName: "ERP", source: "json", changes: [{ ...change, changed: [] }] })).toBeNull();
  });

  it("sorts newest first, keeping the given order of equal times", () => {
    const e = (at: string, what: string) => ({ at, who: "x", what });
    expect(sortHistory([e("2026-01-01", "a"), e("2026-02-01", "b"), e("2026-01-01", "c")]).map((x) => x.what)).toEqual(["b", "a", "c"]);
  });
});
