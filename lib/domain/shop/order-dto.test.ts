import { describe, expect, it } from "vitest";
import { shipmentItemOf, toOrderDto } from "./order-dto";

describe("order document", () => {
  it("shows cents as euros and keeps the line data", () => {
    const dto = toOrderDto({
      id: "u1",
      idf: 100001,
      idfs: "KS-100001",
      createdAt: new Date("2026-01-02T10:00:00Z"),
      items: [
        {
          id: 1,
          quantity: 2,
          desiredDeliveryDate: null,
          name: "Spüle",
          ean: "4000",
          provider: "Sanitär",
          priceKaNetCents: 12999,
          priceShippingNetCents: 990,
        },
      ],
      deliveryAddress: {
        mode: "studio",
        companyName: "A",
        addressStreet: "S",
        addressZip: "1",
        addressCity: "B",
        addressState: "B",
        addressCountry: "Deutschland",
        phone: "1",
      },
      deliveryContact: { gender: "Frau", firstName: "A", lastName: "B", phone: "1", email: "a@b.de" },
      customerReference: null,
      discountCode: { code: "KUECH", amount: 5000 },
      totalPricing: {
        priceKaNetPreDiscount: 25998,
        priceDiscountCode: 5000,
        priceKaNet: 20998,
        priceShippingNetPreDiscount: 1980,
        priceShippingNetDiscount: 198,
        priceShippingNet: 1782,
        priceKaNetWithShipping: 22780,
        priceKaVatAmount: 4328,
        priceKaGrossWithShipping: 27108,
      },
    });
    expect(dto.items[0]).toMatchObject({ priceKaNet: 129.99, priceShippingNet: 9.9, comment: null });
    expect(dto.discountCode).toEqual({ code: "KUECH", amount: 50 });
    expect(dto.totalPricing.priceKaGrossWithShipping).toBe(271.08);
    expect(dto.createdAt).toBe("2026-01-02T10:00:00.000Z");
  });
});

describe("shipment item of a product", () => {
  it("a product with the provider's shipping time keeps its days for the earliest date and carries the provider's text", () => {
    expect(shipmentItemOf({ id: 1, provider: "Elektro", shippingTime: { minDays: 3, maxDays: 5 }, shippingTimeProvider: true })).toEqual({
      id: "1",
      provider: "Elektro",
      shippingTime: { minDays: 3, maxDays: 5 },
      shippingTimeProvider: "Lieferzeit laut Elektro: 3–5 Werktage",
    });
    expect(
      shipmentItemOf({ id: 2, provider: "Elektro", shippingTime: { minDays: 2, maxDays: 4 }, shippingTimeProvider: false }).shippingTime,
    ).toEqual({ minDays: 2, maxDays: 4 });
  });
});
