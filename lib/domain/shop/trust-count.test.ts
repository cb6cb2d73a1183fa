import { describe, expect, it } from "vitest";
import { articleCountText } from "./trust-count";

describe("the trust bar's article count", () => {
  it("rounds down to the leading digit and says „Über“ only when there are more", () => {
    expect(articleCountText(12_345)).toBe("Über 10.000 Artikel auf Lager");
    expect(articleCountText(10_000)).toBe("10.000 Artikel auf Lager");
    expect(articleCountText(10_001)).toBe("Über 10.000 Artikel auf Lager");
    expect(articleCountText(99_999)).toBe("Über 90.000 Artikel auf Lager");
    expect(articleCountText(300)).toBe("300 Artikel auf Lager");
    expect(articleCountText(299)).toBe("Über 200 Artikel auf Lager");
    expect(articleCountText(4)).toBe("4 Artikel auf Lager");
  });

  it("names no count for an empty shop, and stops at the count's bound", () => {
    expect(articleCountText(0)).toBeNull();
    expect(articleCountText(1_000_000)).toBe("1.000.000 Artikel auf Lager");
    expect(articleCountText(1_000_001)).toBe("Über 1.000.000 Artikel auf Lager");
  });
});
