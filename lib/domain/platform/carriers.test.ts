import { describe, expect, it } from "vitest";
import { carrierLinks, carrierSaveSchema, shipmentTrackingUrl, trackingLink, trackingPatternSchema } from "./carriers";

const DHL = "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={nummer}";

describe("tracking links by pattern", () => {
  it("puts the escaped number where the placeholder is", () => {
    expect(trackingLink(DHL, "00340434161094042557")).toBe(
      "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557",
    );
    expect(trackingLink("https://gls-group.com/DE/de/paketverfolgung?match={nummer}", " ZX12 34/5&x=1 ")).toBe(
      "https://gls-group.com/DE/de/paketverfolgung?match=ZX12%2034%2F5%26x%3D1",
    );
    expect(trackingLink("https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#{nummer}", "H1")).toBe(
      "https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#H1",
    );
  });
  it("builds none without a number, without a pattern, or for a pattern that is not http(s)", () => {
    expect(trackingLink(DHL, "  ")).toBeNull();
    expect(trackingLink(null, "4711")).toBeNull();
    expect(trackingLink("javascript:alert({nummer})", "4711")).toBeNull();
    expect(trackingLink("https://example.com/track", "4711")).toBeNull();
  });
  it("finds the carrier by name in any case; a carrier not kept or without a pattern has no link", () => {
    const links = carrierLinks([
      { name: "DHL", trackingUrlPattern: DHL },
      { name: "Spedition", trackingUrlPattern: null },
    ]);
    expect(shipmentTrackingUrl(links, " dhl ", "1")).toBe("https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=1");
    expect(shipmentTrackingUrl(links, "Spedition", "1")).toBeNull();
    expect(shipmentTrackingUrl(links, "Kühne + Nagel", "1")).toBeNull();
  });
});

describe("a carrier as the operator enters it", () => {
  const issue = (pattern: string) => trackingPatternSchema.safeParse(pattern).error?.issues[0]?.message;
  it("takes an http(s) pattern with the placeholder, and an empty one as none", () => {
    expect(trackingPatternSchema.parse(` ${DHL} `)).toBe(DHL);
    expect(trackingPatternSchema.parse("")).toBeNull();
    expect(carrierSaveSchema.parse({ name: " Kühne + Nagel " })).toEqual({
      name: "Kühne + Nagel",
      trackingUrlPattern: null,
      needsTrackingNumber: false,
    });
  });
  it("refuses javascript:, data: and other schemes, and a pattern without the placeholder, in German", () => {
    expect(issue("javascript:alert({nummer})")).toBe("Der Sendungsverfolgungs-Link muss mit https:// oder http:// beginnen.");
    expect(issue("data:text/html,{nummer}")).toBe("Der Sendungsverfolgungs-Link muss mit https:// oder http:// beginnen.");
    expect(issue("https://example.com/track")).toBe("Der Sendungsverfolgungs-Link braucht den Platzhalter {nummer}.");
    expect(issue("https://exa mple.com/{nummer}")).toContain("Bitte geben Sie eine Adresse ein");
  });
  it("needs a name of at most 60 characters", () => {
    expect(carrierSaveSchema.safeParse({ name: " " }).error?.issues[0]?.message).toBe("Bitte geben Sie den Namen des Versanddiensts an.");
    expect(carrierSaveSchema.safeParse({ name: "x".repeat(61) }).error?.issues[0]?.message).toBe(
      "Der Name des Versanddiensts ist länger als 60 Zeichen.",
    );
  });
});
