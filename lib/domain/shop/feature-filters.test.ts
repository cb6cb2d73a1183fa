import { describe, expect, it } from "vitest";
import {
  commonFeatureNames,
  compareFeatureValues,
  encodeFeatureChoices,
  featureLabel,
  groupFeatureChoices,
  parseFeatureChoices,
  toggleFeatureChoice,
} from "./feature-filters";
import { listParamsToQuery } from "./list-params";
import { parseListParams } from "./product-query";

describe("commonFeatureNames", () => {
  it("keeps features on at least 30 % of the category's products, most frequent first, at most four", () => {
    const counts = [
      { name: "Geräuschpegel", products: 29 },
      { name: "Breite", products: 100 },
      { name: "Energieeffizienzklasse", products: 30 },
      { name: "Farbe", products: 80 },
      { name: "Höhe", products: 90 },
      { name: "Tiefe", products: 85 },
    ];
    expect(commonFeatureNames(counts, 100)).toEqual(["Breite", "Höhe", "Tiefe", "Farbe"]);
    expect(commonFeatureNames(counts.slice(0, 3), 100)).toEqual(["Breite", "Energieeffizienzklasse"]);
    expect(commonFeatureNames(counts, 0)).toEqual([]);
  });
});

describe("feature choices in the URL", () => {
  it("round-trips through the list URL in a stable order", () => {
    const choices = [
      { name: "Breite", value: "90" },
      { name: "Breite", value: "60" },
      { name: "Energieeffizienzklasse", value: "A+" },
    ];
    expect(encodeFeatureChoices(choices)).toBe("Breite:60|Breite:90|Energieeffizienzklasse:A+");
    const query = listParamsToQuery({ categoryId: 7, features: choices });
    expect(parseListParams(new URLSearchParams(query.slice(1))).features).toEqual([
      { name: "Breite", value: "60" },
      { name: "Breite", value: "90" },
      { name: "Energieeffizienzklasse", value: "A+" },
    ]);
  });

  it("drops a malformed value from a hand-edited link", () => {
    expect(parseFeatureChoices("Breite")).toBeNull();
    expect(parseFeatureChoices(":60")).toBeNull();
    expect(parseFeatureChoices(Array.from({ length: 21 }, (_, i) => `Breite:${i}`).join("|"))).toBeNull();
    expect(parseListParams({ categoryId: "7", features: "kaputt" })).toEqual({ categoryId: 7 });
  });

  it("groups values per feature and toggles one", () => {
    const c = [
      { name: "Breite", value: "90" },
      { name: "Breite", value: "45" },
      { name: "Energieeffizienzklasse", value: "B" },
    ];
    expect(groupFeatureChoices(c)).toEqual([
      { name: "Breite", values: ["45", "90"] },
      { name: "Energieeffizienzklasse", values: ["B"] },
    ]);
    expect(toggleFeatureChoice(c, { name: "Breite", value: "90" }, false)).toHaveLength(2);
    expect(toggleFeatureChoice([], { name: "Breite", value: "60" }, true)).toEqual([{ name: "Breite", value: "60" }]);
  });

  it("orders numbers by size and labels with the unit", () => {
    expect(["120", "45", "90", "60"].sort(compareFeatureValues)).toEqual(["45", "60", "90", "120"]);
    expect(["B", "A+", "A"].sort(compareFeatureValues)).toEqual(["A", "A+", "B"]);
    expect(featureLabel("60", "cm")).toBe("60 cm");
    expect(featureLabel("A", null)).toBe("A");
  });
});
