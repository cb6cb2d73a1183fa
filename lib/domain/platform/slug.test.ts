import { describe, expect, it } from "vitest";
import { slugOf } from "./slug";

describe("slugs", () => {
  it("are lower-case ASCII with German umlauts written out", () => {
    expect(slugOf("Weißmann & Söhne")).toBe("weissmann-soehne");
    expect(slugOf("Jürgen Weiß")).toBe("juergen-weiss");
    expect(slugOf("ÄRGER Öfen Über")).toBe("aerger-oefen-ueber");
  });
  it("drop what is neither letter nor digit, without dashes at the ends", () => {
    expect(slugOf("  Küchen – 2 Stück! ")).toBe("kuechen-2-stueck");
    expect(slugOf("&&&")).toBe("");
  });
  it("keep other accented letters whole, without their accents", () => {
    expect(slugOf("Crème brûlée")).toBe("creme-brulee");
    expect(slugOf("De’Longhi Façade Niño")).toBe("de-longhi-facade-nino");
  });
});
