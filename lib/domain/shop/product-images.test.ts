import { describe, expect, it } from "vitest";
import { BRAND_PICTURES, CATEGORY_PICTURES, parseImageKey, renderBrandLogoSvg, renderProductSvg } from "./product-images";

describe("product pictures", () => {
  it("draw the category and the brand of the image key, in two sizes", () => {
    const small = renderProductSvg("spuelen-blanco", "s");
    expect(small).toMatch(/^<svg [^>]*width="200" height="200"/);
    expect(small).toContain('aria-label="Blanco Spülen"');
    expect(small).toContain('fill="#1d3c6e"');
    expect(renderProductSvg("spuelen-blanco", "xl")).toMatch(/width="800" height="800"/);
  });

  it("read the category and the brand out of the image key", () => {
    expect(parseImageKey("kaffeevollautomaten-miele")).toMatchObject({ category: { slug: "kaffeevollautomaten" }, brandName: "Miele" });
  });

  it("give an unknown category or brand a neutral look and escape what they show", () => {
    const svg = renderProductSvg("<script>", "s");
    expect(svg).toContain("Küchenzubehör");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
  });

  it("draw a brand's word mark by name or slug", () => {
    expect(renderBrandLogoSvg("aeg")).toContain(">AEG<");
    expect(renderBrandLogoSvg("Bora")).toContain('aria-label="Bora"');
    expect(renderBrandLogoSvg("Unbekannt & Co")).toContain("UNBEKANNT &amp; CO");
  });

  it("have one picture per category and brand slug", () => {
    expect(new Set(CATEGORY_PICTURES.map((c) => c.slug)).size).toBe(CATEGORY_PICTURES.length);
    expect(new Set(BRAND_PICTURES.map((b) => b.slug)).size).toBe(BRAND_PICTURES.length);
  });
});
