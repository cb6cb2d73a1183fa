import { describe, expect, it } from "vitest";
import { bellCounter } from "./bell-counter";

describe("the bell's counter (SPEC 9: capped at 9+)", () => {
  it("hides at zero and below", () => {
    expect(bellCounter(0)).toBeNull();
    expect(bellCounter(-3)).toBeNull();
    expect(bellCounter(Number.NaN)).toBeNull();
  });
  it("shows 1 to 9 as is", () => {
    expect(bellCounter(1)).toBe("1");
    expect(bellCounter(9)).toBe("9");
  });
  it("caps above 9", () => {
    expect(bellCounter(10)).toBe("9+");
    expect(bellCounter(120)).toBe("9+");
  });
});
