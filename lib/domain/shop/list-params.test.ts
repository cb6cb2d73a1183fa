import { describe, expect, it } from "vitest";
import { resultCountText, sortOptions } from "./list-params";

describe("the result count under the list title", () => {
  it("is exact when counted, with German thousands", () => {
    expect(resultCountText(1, true)).toBe("1 Artikel");
    expect(resultCountText(987, true)).toBe("987 Artikel");
    expect(resultCountText(10000, true)).toBe("10.000 Artikel");
  });

  it("says „über …“ with the bound when there are more than are counted", () => {
    expect(resultCountText(1000, false)).toBe("über 1.000 Artikel");
    expect(resultCountText(10000, false)).toBe("über 10.000 Artikel");
  });
});

describe("sort options", () => {
  it("offer relevance with a search and bestseller without (SPEC 9)", () => {
    expect(sortOptions(true)[0]).toEqual({ value: "relevance", label: "Relevanz" });
    expect(sortOptions(false)[0]).toEqual({ value: "bestseller", label: "Bestseller" });
  });

  it("name the bestseller order of a search too broad to rank", () => {
    const labels = sortOptions(true, false).map((o) => o.label);
    expect(labels).not.toContain("Relevanz");
    expect(labels[0]).toBe("Bestseller");
  });
});
