import { describe, expect, it } from "vitest";
import { giroCodeAmount, giroCodePayload } from "./girocode";

const transfer = {
  name: "Küchenstudio-Portal GmbH",
  iban: "DE02 1009 0000 2718 2818 28",
  bic: "bevodebbxxx",
  amountCents: 123456,
  remittance: "Bestellung KS-100001",
};

describe("GiroCode payload (EPC069-12 version 002)", () => {
  it("has the eleven fields in order: BCD, 002, UTF-8, SCT, BIC, name, IBAN, amount, empty purpose, empty reference, remittance", () => {
    const lines = giroCodePayload(transfer).split("\n");
    expect(lines).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "BEVODEBBXXX",
      "Küchenstudio-Portal GmbH",
      "DE02100900002718281828",
      "EUR1234.56",
      "",
      "",
      "Bestellung KS-100001",
    ]);
  });

  it("writes amounts with a decimal point and two decimals", () => {
    expect(giroCodeAmount(1)).toBe("EUR0.01");
    expect(giroCodeAmount(1230)).toBe("EUR12.30");
    expect(giroCodeAmount(99_999_999_999)).toBe("EUR999999999.99");
    expect(() => giroCodeAmount(0)).toThrow(RangeError);
    expect(() => giroCodeAmount(12.5)).toThrow(RangeError);
  });

  it("keeps the limits of name (70) and remittance (140) and never breaks a field over two lines", () => {
    const lines = giroCodePayload({ ...transfer, name: "N".repeat(90), remittance: "a\nb" + "x".repeat(200) }).split("\n");
    expect(lines).toHaveLength(11);
    expect(lines[5]).toHaveLength(70);
    expect(lines[10]).toHaveLength(140);
    expect(lines[10].startsWith("a b")).toBe(true);
  });
});
