import { describe, expect, it } from "vitest";
import { BRANDS } from "@/models/seed/brand-data";
import { CATEGORIES } from "@/models/seed/catalog-data";
import { BRAND_PICTURES, CATEGORY_PICTURES } from "@/lib/domain/shop/product-images";

// The demo generator names categories and brands; the product draws their pictures
// (lib/domain/shop/product-images.ts). Every one the generator makes must have its own picture.
describe("demo catalog pictures", () => {
  it("every demo category and brand has a picture under the same name", () => {
    for (const c of CATEGORIES) expect(CATEGORY_PICTURES.find((p) => p.slug === c.slug)?.name, c.slug).toBe(c.name);
    for (const b of BRANDS) expect(BRAND_PICTURES.find((p) => p.slug === b.slug)?.name, b.slug).toBe(b.name);
  });
});
