import { describe, expect, it } from "vitest";
import { starFills, starsLabel } from "./stars";

describe("a rating drawn as five stars", () => {
  it("draws 3.5 as three full stars and a half star, not four", () => {
    expect(starFills(3.5)).toEqual(["full", "full", "full", "half", "empty"]);
  });

  it("rounds to the nearest half star", () => {
    expect(starFills(4)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(4.2)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(4.3)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(0.4)).toEqual(["half", "empty", "empty", "empty", "empty"]);
  });

  it("stays within zero and five stars", () => {
    expect(starFills(7)).toEqual(Array(5).fill("full"));
    expect(starFills(-1)).toEqual(Array(5).fill("empty"));
    expect(starFills(Number.NaN)).toEqual(Array(5).fill("empty"));
  });

  it("names the rating in German notation", () => {
    expect(starsLabel(3.5)).toBe("3,5 von 5 Sternen");
    expect(starsLabel(4)).toBe("4 von 5 Sternen");
  });
});
