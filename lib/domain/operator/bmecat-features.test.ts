import { describe, expect, it } from "vitest";
import { checkArticle, emptyRawArticle, type RawArticle } from "./bmecat-article";
import { droppedFeaturesWarning, emptyFeatureDictionary, isFeatureCode, readFeature, shopUnit } from "./bmecat-features";

const dict = emptyFeatureDictionary();
dict.features.set("EF000007", { name: "Farbe", unit: null });
dict.values.set("EV000080", "Blau");

describe("features as the shop shows them", () => {
  it("shows units as the shop writes them and keeps unknown units as written", () => {
    expect(shopUnit("MMT")).toBe("mm");
    expect(shopUnit(" kwt ")).toBe("kW");
    expect(shopUnit("CEL")).toBe("°C");
    expect(shopUnit("cm")).toBe("cm");
    expect(shopUnit("Liter")).toBe("Liter");
    expect(shopUnit("  ")).toBeNull();
  });

  it("recognises ETIM and ECLASS codes, not ordinary words", () => {
    expect(isFeatureCode("EF000007")).toBe(true);
    expect(isFeatureCode("EV000080")).toBe(true);
    expect(isFeatureCode("0173-1#02-AAB713#005")).toBe(true);
    expect(isFeatureCode("Breite")).toBe(false);
    expect(isFeatureCode("EF7")).toBe(false);
  });

  it("shows ETIM codes with the names the file gives and the value's details", () => {
    expect(readFeature({ name: "EF000007", values: ["EV000080"], unit: null, details: "azure blue" }, dict)).toEqual({
      kind: "feature",
      feature: { name: "Farbe (EF000007)", value: "Blau (EV000080) – azure blue", unit: null },
    });
    expect(readFeature({ name: "EF000008", values: ["600"], unit: "MMT" }, dict)).toEqual({
      kind: "feature",
      feature: { name: "EF000008", value: "600", unit: "mm" },
    });
  });

  it("reads an ECLASS Advanced FTEMPLATE by its FT_NAME and FT_UNIT; a block without value is left out, not an error", () => {
    expect(readFeature({ name: "Breite", code: "0173-1#02-AAB713#005", values: ["900"], unit: "MMT" }, dict)).toEqual({
      kind: "feature",
      feature: { name: "Breite (0173-1#02-AAB713#005)", value: "900", unit: "mm" },
    });
    expect(readFeature({ name: "Kochzone", code: "0173-1#01-ADN197#009", values: [], unit: null }, dict)).toEqual({ kind: "structure" });
    expect(readFeature({ name: null, code: "0173-1#02-XXX999#001", values: ["1"], unit: null }, dict)).toMatchObject({
      feature: { name: "0173-1#02-XXX999#001" },
    });
    expect(readFeature({ name: null, values: ["1"], unit: null }, dict)).toEqual({ kind: "no-name" });
  });

  it("keeps 300 features of an article with thousands and says so in one warning, not as an error", () => {
    const features = Array.from({ length: 300 }, (_, i) => ({
      name: `M${i}`,
      code: `0173-1#02-AAA${String(i).padStart(3, "0")}#001`,
      values: ["1"],
      unit: null,
    }));
    const raw: RawArticle = { ...emptyRawArticle(3, "new"), supplierPid: "A-1", descriptionShort: "Kochfeld", features, featureCount: 2500 };
    const r = checkArticle(raw, { transaction: "T_NEW_CATALOG", currency: "EUR", today: "2026-04-15", supplier: "Kochwerk" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.article.features).toHaveLength(300);
    expect(r.warnings.filter((w) => w.element === "FEATURE")).toEqual([
      { element: "FEATURE", message: "2.500 Merkmale: die ersten 300 werden übernommen, 2.200 weitere verworfen" },
    ]);
    expect(droppedFeaturesWarning(301, 300)).toBe("301 Merkmale: die ersten 300 werden übernommen, 1 weitere verworfen");
  });
});
