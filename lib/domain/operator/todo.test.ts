import { describe, expect, it } from "vitest";
import { todoItems } from "./todo";

const ctx = { overdueTo: "2026-11-21" };
const none = { requests: 0, overdue: 0, unmatched: 0, refundsDue: 0, deadDeliveries: 0, unmapped: 0, priceMissing: 0 };

describe("the operator's to-do list (issue 43)", () => {
  it("is empty when nothing waits", () => {
    expect(todoItems(none, ctx)).toEqual([]);
  });

  it("lists what waits, in order, counted in German, with the page where it is done", () => {
    const items = todoItems({ ...none, unmatched: 1, requests: 1200, refundsDue: 2, priceMissing: 3, overdue: 4 }, ctx);
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ["1.200 Storno- oder Rücksendeanfragen sind zu entscheiden", "/betrieb/bestellungen#order-requests-title"],
      ["4 Bestellungen sind nach der Zahlungserinnerung noch nicht bezahlt", "/betrieb/bestellungen?payment=owing&to=2026-11-21"],
      ["Eine Zahlung ist keiner Bestellung zugeordnet", "/betrieb/zahlungen#unmatched-title"],
      ["2 Erstattungen sind noch nicht überwiesen", "/betrieb/zahlungen#refunds-title"],
      ["3 Artikel sind „ohne Preis“", "/betrieb/importe"],
    ]);
  });
});
