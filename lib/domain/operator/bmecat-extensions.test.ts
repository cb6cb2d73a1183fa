import { describe, expect, it } from "vitest";
import { checkExtensions, UDX } from "./bmecat-extensions";

describe("the shop's BMEcat extensions (UDX.KP.*)", () => {
  it("reads provider, shipping cost, longest delivery time, provider flag and sales rank", () => {
    const problems: { element?: string; message: string }[] = [];
    const ext = checkExtensions(
      {
        [UDX.provider]: " Elektro-Großhandel Süd ",
        [UDX.shippingNet]: "49,90",
        [UDX.deliveryTimeMax]: "7",
        [UDX.deliveryByProvider]: "TRUE",
        [UDX.salesRank]: "12",
        "UDX.OTHER.SYSTEM": "ignored",
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(ext).toEqual({ provider: "Elektro-Großhandel Süd", shippingNetCents: 4990, deliveryMaxDays: 7, deliveryByProvider: true, salesRank: 12 });
  });

  it("leaves everything empty for a supplier's file without them", () => {
    const problems: { element?: string; message: string }[] = [];
    expect(checkExtensions({}, problems)).toEqual({
      provider: null,
      shippingNetCents: null,
      deliveryMaxDays: null,
      deliveryByProvider: null,
      salesRank: null,
    });
    expect(problems).toEqual([]);
  });

  it("names the element and the German reason of each bad value", () => {
    const problems: { element?: string; message: string }[] = [];
    checkExtensions({ [UDX.shippingNet]: "gratis", [UDX.deliveryByProvider]: "ja", [UDX.salesRank]: "0", [UDX.deliveryTimeMax]: "-3" }, problems);
    expect(problems.map((p) => p.element)).toEqual([UDX.shippingNet, UDX.deliveryTimeMax, UDX.deliveryByProvider, UDX.salesRank]);
    expect(problems[0].message).toContain("kein gültiger Betrag");
    expect(problems[2].message).toContain("weder true noch false");
    expect(problems[3].message).toContain("kleiner als 1");
  });
});
