import { describe, expect, it } from "vitest";
import { BRANDS } from "@/models/seed/brand-data";
import { CATEGORIES } from "@/models/seed/catalog-data";
import { generateProduct } from "@/models/seed/seed-catalog";

// generateProduct only looks ids up; any distinct numbers do.
const ids = {
  category: new Map(CATEGORIES.flatMap((c) => [c.slug, ...c.subcategories.map((s) => s.slug)]).map((slug, i) => [slug, i + 1])),
  brand: new Map(BRANDS.map((b, i) => [b.slug, i + 1])),
};

describe("demo catalog names", () => {
  const catalog = Array.from({ length: 10_000 }, (_, i) => generateProduct(i, ids));

  it("gives every one of the 10,000 demo products its own name", () => {
    const names = new Set(catalog.map((p) => p.name));
    expect(names.size).toBe(catalog.length);
  });

  it("tells products of one brand and kind apart, e.g. the Quooker taps", () => {
    const quooker = catalog.filter((p) => p.brandId === ids.brand.get("quooker"));
    expect(quooker.length).toBeGreaterThan(100);
    expect(new Set(quooker.map((p) => p.name)).size).toBe(quooker.length);
  });

  it("stays deterministic: product i is the same every time", () => {
    expect(generateProduct(4711, ids)).toEqual(catalog[4711]);
    expect(generateProduct(999_999, ids).name).toBe(generateProduct(999_999, ids).name);
  });
});
