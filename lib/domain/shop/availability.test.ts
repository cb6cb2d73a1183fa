import { describe, expect, it } from "vitest";
import {
  ALWAYS_AVAILABLE,
  availabilityLabel,
  availabilityOf,
  availableFrom,
  backorderWarning,
  LOW_STOCK_THRESHOLD,
  restockNote,
  withdrawnSkippedMessage,
} from "./availability";
import { earliestDesiredDate, groupShipments } from "./delivery";
import { shipmentItemOf } from "./order-dto";

// Thursday 26 Nov 2026; 15 Jan 2027 is a Friday.
const today = new Date(2026, 10, 26);

describe("availability of a product", () => {
  it("a product no stock update touched is lieferbar (the demo shop stays as it is)", () => {
    expect(availabilityOf(null)).toEqual(ALWAYS_AVAILABLE);
    expect(availabilityLabel(availabilityOf(null))).toBe("Lieferbar");
  });

  it(`up to ${LOW_STOCK_THRESHOLD} units is "Nur noch N", more is lieferbar`, () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(availabilityLabel(availabilityOf({ available: true, quantity: 5, restockDate: null }))).toBe("Nur noch 5 Stück");
    expect(availabilityLabel(availabilityOf({ available: true, quantity: 1, restockDate: null }))).toBe("Nur noch 1 Stück");
    expect(availabilityOf({ available: true, quantity: 6, restockDate: null })).toEqual({ state: "available", quantity: 6, restockDate: null });
    expect(availabilityOf({ available: true, quantity: null, restockDate: null }).state).toBe("available");
  });

  it("not available or 0 units is nicht auf Lager, with the restock date when known", () => {
    expect(availabilityLabel(availabilityOf({ available: false, quantity: null, restockDate: "2027-01-15" }))).toBe(
      "Nicht auf Lager, wieder ab 15.01.2027",
    );
    expect(availabilityLabel(availabilityOf({ available: true, quantity: 0, restockDate: null }))).toBe("Nicht auf Lager");
    expect(availabilityOf({ available: false, quantity: 12, restockDate: null }).state).toBe("out");
  });

  it("the cart warns when a line asks for more than a nur-noch-N article has", () => {
    const low = availabilityOf({ available: true, quantity: 3, restockDate: "2027-01-15" });
    expect(backorderWarning(low, 3)).toBeNull();
    expect(backorderWarning(low, 5)).toBe(
      "Nur noch 3 Stück auf Lager: 2 Stück werden ab 15.01.2027 nachgeliefert; die ganze Position kommt dann zusammen.",
    );
    expect(backorderWarning(availabilityOf({ available: true, quantity: 2, restockDate: null }), 4)).toMatch(
      /^Nur noch 2 Stück auf Lager: 2 Stück werden nachgeliefert/,
    );
    expect(backorderWarning(ALWAYS_AVAILABLE, 500)).toBeNull();
  });
});

describe("the earliest desired date waits for a restock", () => {
  const product = { id: 7, provider: "Blanco", shippingTime: { minDays: 3, maxDays: 5 }, shippingTimeProvider: false };
  const earliestWith = (availability: ReturnType<typeof availabilityOf>, quantity: number) => {
    const groups = groupShipments([shipmentItemOf({ ...product, availableFrom: availableFrom(availability, quantity, today) })], today);
    return earliestDesiredDate(today, groups);
  };

  it("in stock: today plus the shipping time (3 working days: Tuesday 1 Dec)", () => {
    expect(earliestWith(ALWAYS_AVAILABLE, 1)).toEqual(new Date(2026, 11, 1));
  });

  it("out of stock until 15 Jan 2027: restock date plus 3 working days (Wednesday 20 Jan)", () => {
    const out = availabilityOf({ available: false, quantity: 0, restockDate: "2027-01-15" });
    expect(availableFrom(out, 1, today)).toEqual(new Date(2027, 0, 15));
    expect(earliestWith(out, 1)).toEqual(new Date(2027, 0, 20));
    expect(restockNote("Spüle", out, 1, today, new Date(2027, 0, 20))).toBe(
      "Spüle ist erst ab 15.01.2027 wieder auf Lager. Mit der Lieferzeit ist die Lieferung frühestens am 20.01.2027 möglich.",
    );
  });

  it("a backorder beyond a nur-noch-N stock waits for the restock date; within the stock it does not", () => {
    const low = availabilityOf({ available: true, quantity: 2, restockDate: "2027-01-15" });
    expect(earliestWith(low, 2)).toEqual(new Date(2026, 11, 1));
    expect(earliestWith(low, 3)).toEqual(new Date(2027, 0, 20));
  });

  it("without a restock date, or with one already past, nothing moves (nothing to verify)", () => {
    expect(earliestWith(availabilityOf({ available: false, quantity: 0, restockDate: null }), 1)).toEqual(new Date(2026, 11, 1));
    expect(earliestWith(availabilityOf({ available: false, quantity: 0, restockDate: "2026-11-20" }), 1)).toEqual(new Date(2026, 11, 1));
    expect(restockNote("Spüle", availabilityOf({ available: false, quantity: 0, restockDate: null }), 1, today, today)).toBeNull();
  });

  it("one late line moves the whole shipment of its provider", () => {
    const out = availabilityOf({ available: false, quantity: 0, restockDate: "2027-01-15" });
    const groups = groupShipments(
      [shipmentItemOf({ ...product, availableFrom: availableFrom(out, 1, today) }), shipmentItemOf({ ...product, id: 8, availableFrom: null })],
      today,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0].minDate).toEqual(new Date(2027, 0, 20));
    expect(groups[0].maxDate).toEqual(new Date(2027, 0, 22));
  });
});

describe("a withdrawn article (nicht mehr lieferbar)", () => {
  it("is withdrawn whatever its stock says, and labelled „Nicht mehr lieferbar“", () => {
    const at = new Date(2026, 10, 1);
    expect(availabilityOf(null, at).state).toBe("withdrawn");
    expect(availabilityOf({ available: true, quantity: 40, restockDate: null }, at).state).toBe("withdrawn");
    expect(availabilityOf({ available: false, quantity: 0, restockDate: "2027-01-15" }, "2026-11-01T00:00:00Z").state).toBe("withdrawn");
    expect(availabilityLabel(availabilityOf(null, at))).toBe("Nicht mehr lieferbar");
    expect(availabilityOf({ available: true, quantity: 40, restockDate: null }, null).state).toBe("available");
  });

  it("never waits for a restock and never warns of a backorder", () => {
    const w = availabilityOf(null, new Date());
    expect(availableFrom(w, 3, today)).toBeNull();
    expect(backorderWarning(w, 3)).toBeNull();
  });

  it("names the articles a reorder left out, and says when nothing was added", () => {
    expect(withdrawnSkippedMessage([], 3)).toBeNull();
    expect(withdrawnSkippedMessage(["Spüle A"], 2)).toBe("1 Artikel ist nicht mehr lieferbar und wurde nicht übernommen: „Spüle A“.");
    expect(withdrawnSkippedMessage(["Spüle A", "Herd B"], 1)).toBe(
      "2 Artikel sind nicht mehr lieferbar und wurden nicht übernommen: „Spüle A“, „Herd B“.",
    );
    expect(withdrawnSkippedMessage(["Spüle A"], 0)).toBe("Der Artikel „Spüle A“ ist nicht mehr lieferbar. Es wurde nichts in den Warenkorb gelegt.");
    expect(withdrawnSkippedMessage(["Spüle A", "Herd B"], 0)).toBe(
      "Keiner der Artikel ist mehr lieferbar („Spüle A“, „Herd B“). Es wurde nichts in den Warenkorb gelegt.",
    );
  });
});
