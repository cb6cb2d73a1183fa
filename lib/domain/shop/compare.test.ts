import { describe, expect, it } from "vitest";
import { compareRows, differencesOnly, featureText, MAX_COMPARE, toggledCompare } from "./compare";

describe("the compare list", () => {
  it("adds at the end once, takes out, and holds at most four", () => {
    expect(toggledCompare([], 7, true)).toEqual([7]);
    expect(toggledCompare([7], 7, true)).toEqual([7]);
    expect(toggledCompare([7, 8], 7, false)).toEqual([8]);
    expect(toggledCompare([7], 9, false)).toEqual([7]);
    expect(MAX_COMPARE).toBe(4);
    expect(toggledCompare([1, 2, 3, 4], 5, true)).toBeNull();
    expect(toggledCompare([1, 2, 3, 4], 4, true)).toEqual([1, 2, 3, 4]);
  });
});

describe("the comparison's rows", () => {
  const dishwasher = (width: string, noise: string, energy?: string) => ({
    features: [
      { name: "Breite", value: width, unit: "cm" },
      { name: "Geräuschpegel", value: noise, unit: "dB" },
      ...(energy ? [{ name: "Energieeffizienzklasse", value: energy, unit: null }] : []),
    ],
  });
  it("lists every feature of any product, each product's value, and marks equal rows", () => {
    const rows = compareRows([dishwasher("60", "42", "A"), dishwasher("60", "44", "A"), dishwasher("60", "42")]);
    expect(rows).toEqual([
      { name: "Breite", values: ["60 cm", "60 cm", "60 cm"], same: true },
      { name: "Geräuschpegel", values: ["42 dB", "44 dB", "42 dB"], same: false },
      { name: "Energieeffizienzklasse", values: ["A", "A", "–"], same: false },
    ]);
    expect(differencesOnly(rows).map((r) => r.name)).toEqual(["Geräuschpegel", "Energieeffizienzklasse"]);
  });
  it("calls nothing equal for one product alone, and writes a value with its unit", () => {
    expect(compareRows([dishwasher("45", "44")]).every((r) => !r.same)).toBe(true);
    expect(compareRows([{}])).toEqual([]);
    expect(featureText({ value: "A+", unit: null })).toBe("A+");
    expect(featureText({ value: "45", unit: "cm" })).toBe("45 cm");
  });
});
