import { describe, it, expect } from "vitest";
import { VAT_RATE, applyMargin, centsToEuros, customerPrice, divideRounded, eurosToCents, netToGross, vatOf } from "./money";

describe("SPEC 9: VAT 19%", () => {
  it("uses a VAT rate of 19 percent", () => {
    expect(VAT_RATE).toBe(19);
  });

  it("computes 19% VAT of a net amount in cents", () => {
    expect(vatOf(10000)).toBe(1900);
    expect(vatOf(129900)).toBe(24681);
  });

  it("rounds half a cent up", () => {
    // 50 * 0.19 = 9.5 cents
    expect(vatOf(50)).toBe(10);
    // 150 * 0.19 = 28.5 cents
    expect(vatOf(150)).toBe(29);
    // 149 * 0.19 = 28.31 cents
    expect(vatOf(149)).toBe(28);
  });

  it("gross is net plus the rounded VAT", () => {
    expect(netToGross(10000)).toBe(11900);
    expect(netToGross(50)).toBe(60);
    expect(netToGross(0)).toBe(0);
  });

  it("rejects fractional cents", () => {
    expect(() => vatOf(10.5)).toThrow(RangeError);
  });
});

describe("rounding helper", () => {
  it("rounds half away from zero for negative amounts too", () => {
    expect(divideRounded(-950, 100)).toBe(-10);
    expect(divideRounded(-949, 100)).toBe(-9);
    expect(divideRounded(0, 100)).toBe(0);
  });
});

describe("SPEC 1/6: shop-client view prices with the store margin", () => {
  it("applies a percentage margin to a net price", () => {
    expect(applyMargin(10000, 30)).toBe(13000);
    expect(applyMargin(999, 15)).toBe(1149); // 1148.85
    expect(applyMargin(10000, 0)).toBe(10000);
  });

  it("customer price is net * (1 + margin) * 1.19 rounded once at the end", () => {
    expect(customerPrice(10000, 30)).toBe(15470);
    // 105 * 1.5 * 1.19 = 187.425 -> 187; rounding after the margin first would give 158 * 1.19 = 188.02 -> 188.
    expect(customerPrice(105, 50)).toBe(187);
    expect(customerPrice(999, 15)).toBe(1367);
  });

  it("customer price without margin equals the gross price", () => {
    expect(customerPrice(129900, 0)).toBe(netToGross(129900));
  });
});

describe("DECISIONS Money and dates: the API shows euros with at most two decimals", () => {
  it("converts cents to euros", () => {
    expect(centsToEuros(129999)).toBe(1299.99);
    expect(centsToEuros(5)).toBe(0.05);
    expect(String(centsToEuros(1010))).toBe("10.1");
  });

  it("converts euros to cents without float noise", () => {
    expect(eurosToCents(1299.99)).toBe(129999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(-2.5)).toBe(-250);
    expect(eurosToCents(250)).toBe(25000);
  });

  it("rejects non-finite euros", () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
  });
});
