import { describe, expect, it } from "vitest";
import { compactIban, formatIban, isValidBic, isValidIban } from "./iban";

describe("IBAN and BIC", () => {
  it("accepts IBANs with correct check digits, with or without spaces", () => {
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("de89370400440532013000")).toBe(true);
    expect(isValidIban("AT611904300234573201")).toBe(true);
  });
  it("refuses a wrong check digit, a wrong shape and an empty value", () => {
    expect(isValidIban("DE88 3704 0044 0532 0130 00")).toBe(false);
    expect(isValidIban("DE89 3704")).toBe(false);
    expect(isValidIban("")).toBe(false);
  });
  it("prints in groups of four and compacts back", () => {
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(compactIban(" de89 3704 0044 0532 0130 00 ")).toBe("DE89370400440532013000");
  });
  it("checks the BIC shape", () => {
    expect(isValidBic("COBADEFFXXX")).toBe(true);
    expect(isValidBic("COBADEFF")).toBe(true);
    expect(isValidBic("COBA-DEFF")).toBe(false);
  });
});
