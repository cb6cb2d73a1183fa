import { describe, expect, it } from "vitest";
import {
  cancellationText,
  confirmationText,
  confirmedUnits,
  lineQuantityText,
  openUnits,
  quantityText,
  shipmentText,
  type LineQuantities,
} from "./order-quantities";

const q = (over: Partial<LineQuantities> = {}): LineQuantities => ({
  ordered: 3,
  confirmedQuantity: null,
  confirmedDate: null,
  shipped: 0,
  delivered: 0,
  cancelled: 0,
  ...over,
});

describe("the quantity wording", () => {
  it("tells a short confirmation with what is still open", () => {
    expect(confirmationText(q({ confirmedQuantity: 2, confirmedDate: 20270215 }), "Einbauspüle Blanco")).toBe(
      "2 von 3 × Einbauspüle Blanco bestätigt für den 15.02.2027 – 1 noch offen",
    );
    // On the orders page the name stands above the line.
    expect(confirmationText(q({ confirmedQuantity: 2, confirmedDate: 20270215 }))).toBe("2 von 3 bestätigt für den 15.02.2027 – 1 noch offen");
  });
  it("says every unit plainly, and a cancelled rest as cancelled", () => {
    expect(confirmationText(q({ confirmedQuantity: 3, confirmedDate: 20270215 }), "Spüle")).toBe("3 × Spüle bestätigt für den 15.02.2027");
    expect(confirmationText(q({ confirmedDate: 20270215 }), "Spüle")).toBe("3 × Spüle bestätigt für den 15.02.2027");
    expect(confirmationText(q({ confirmedQuantity: 2, confirmedDate: 20270215, cancelled: 1 }), "Spüle")).toBe(
      "2 von 3 × Spüle bestätigt für den 15.02.2027 – 1 storniert",
    );
    expect(confirmationText(q({ confirmedQuantity: 3 }), "Spüle")).toBe("3 × Spüle bestätigt, Liefertermin folgt");
  });
  it("tells a parcel with what went before and what is still open", () => {
    const parcel = { quantity: 1, shippedOn: 20261201, carrier: "DHL", trackingNumber: "0034" };
    expect(shipmentText(q({ confirmedQuantity: 3, shipped: 1 }), parcel, "Spüle")).toBe(
      "1 von 3 × Spüle versandt am 01.12.2026 mit DHL, Sendungsnummer 0034 – 2 noch offen",
    );
    expect(shipmentText(q({ shipped: 3 }), { ...parcel, quantity: 2 }, "Spüle")).toBe(
      "2 von 3 × Spüle versandt am 01.12.2026 mit DHL, Sendungsnummer 0034 – 1 bereits versandt",
    );
    expect(shipmentText(q({ shipped: 3 }), { ...parcel, quantity: 3, carrier: "Spedition", trackingNumber: "" }, "Spüle")).toBe(
      "3 × Spüle versandt am 01.12.2026 mit Spedition",
    );
  });
  it("describes where a line stands, furthest step first", () => {
    expect(lineQuantityText(q())).toBeNull();
    expect(lineQuantityText(q({ confirmedQuantity: 2, confirmedDate: 20270215 }))).toBe("2 von 3 bestätigt für den 15.02.2027 – 1 noch offen");
    expect(lineQuantityText(q({ shipped: 2 }))).toBe("2 von 3 versandt – 1 noch offen");
    expect(lineQuantityText(q({ shipped: 3, delivered: 2 }))).toBe("2 von 3 zugestellt – 1 unterwegs");
    expect(lineQuantityText(q({ shipped: 2, delivered: 2, cancelled: 1 }))).toBe("2 von 3 zugestellt – 1 storniert");
    expect(lineQuantityText(q({ cancelled: 1 }))).toBe("1 von 3 storniert");
    expect(cancellationText(q(), 1, "Spüle")).toBe("1 von 3 × Spüle storniert");
  });
  it("counts confirmed and open units", () => {
    expect(confirmedUnits(q({ confirmedQuantity: 3, cancelled: 1 }))).toBe(2);
    expect(confirmedUnits(q({ confirmedDate: 20270215, cancelled: 1 }))).toBe(2);
    expect(openUnits(q({ confirmedQuantity: 2 }))).toBe(1);
    expect(openUnits(q({ confirmedQuantity: 1, shipped: 2 }))).toBe(1);
    expect(openUnits(q({ cancelled: 3 }))).toBe(0);
    expect(openUnits(q())).toBe(3);
  });
  it("joins several rests", () => {
    expect(quantityText({ units: 1, ordered: 4, what: "zugestellt", inTransit: 1, cancelled: 1, open: 1 })).toBe(
      "1 von 4 zugestellt – 1 unterwegs, 1 storniert, 1 noch offen",
    );
  });
});
