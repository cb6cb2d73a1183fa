import { describe, expect, it } from "vitest";
import { isPackQuantity, packQuantity, packQuantityProblem, packSizeOf, packSizeTexts, stepPackQuantity } from "./pack-size";

const packs8 = { min: 8, interval: 8 };
const min10 = { min: 10, interval: 1 };

describe("pack sizes", () => {
  it("knows a product without pack size from its columns", () => {
    expect(packSizeOf({ orderQuantityMin: 1, orderQuantityInterval: 1 })).toBeNull();
    expect(packSizeOf({ orderQuantityMin: 8, orderQuantityInterval: 8 })).toEqual(packs8);
  });

  it("allows the minimum and every pack above it, nothing else", () => {
    expect([8, 16, 24].map((q) => isPackQuantity(q, packs8))).toEqual([true, true, true]);
    expect([1, 7, 9, 12].map((q) => isPackQuantity(q, packs8))).toEqual([false, false, false, false]);
    expect(isPackQuantity(12, { min: 4, interval: 8 })).toBe(true);
    expect(isPackQuantity(3, null)).toBe(true);
    expect(isPackQuantity(9, min10)).toBe(false);
  });

  it("rounds a typed quantity up to the next pack and steps by one pack, never below the minimum or above 999", () => {
    expect(packQuantity(1, packs8)).toBe(8);
    expect(packQuantity(9, packs8)).toBe(16);
    expect(packQuantity(999, packs8)).toBe(992);
    expect(stepPackQuantity(8, 1, packs8)).toBe(16);
    expect(stepPackQuantity(8, -1, packs8)).toBe(8);
    expect(stepPackQuantity(10, 1, min10)).toBe(11);
    expect(stepPackQuantity(5, 1, null)).toBe(6);
  });

  it("says what the product page shows and why a quantity is refused, in German", () => {
    expect(packSizeTexts(packs8)).toEqual(["Verpackungseinheit: 8 Stück"]);
    expect(packSizeTexts({ min: 16, interval: 8 })).toEqual(["Verpackungseinheit: 8 Stück", "Mindestbestellmenge: 16 Stück"]);
    expect(packSizeTexts(null)).toEqual([]);
    expect(packQuantityProblem("Scharnier", 5, packs8)).toBe(
      "„Scharnier“ wird nur in Verpackungseinheiten zu 8 Stück bestellt: bitte 8, 16, 24 … Stück wählen.",
    );
    expect(packQuantityProblem("Sockelfuß", 4, min10)).toBe("„Sockelfuß“ hat eine Mindestbestellmenge von 10 Stück.");
    expect(packQuantityProblem("Scharnier", 16, packs8)).toBeNull();
  });
});
