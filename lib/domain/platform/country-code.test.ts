import { describe, expect, it } from "vitest";
import { countryCode } from "./country-code";

describe("the ISO code of a country as the CRM or the delivery form names it", () => {
  it("reads German and English names, in any case and with spaces around", () => {
    expect(["Deutschland", " deutschland ", "Germany", "Österreich", "austria", "Schweiz", "Switzerland"].map(countryCode)).toEqual([
      "DE",
      "DE",
      "DE",
      "AT",
      "AT",
      "CH",
      "CH",
    ]);
  });
  it("takes a code as it is", () => {
    expect(["de", "AT", "ch"].map(countryCode)).toEqual(["DE", "AT", "CH"]);
  });
  it("knows the other countries too", () => {
    expect(countryCode("Italien")).toBe("IT");
    expect(countryCode("Netherlands")).toBe("NL");
  });
  it("falls back to Germany when the name is unknown or missing", () => {
    expect([null, undefined, "", "Atlantis", "xx"].map(countryCode)).toEqual(["DE", "DE", "DE", "DE", "DE"]);
  });
});
