import { describe, expect, it } from "vitest";
import { moveHighlight } from "./suggestion-nav";

describe("moveHighlight (SPEC 2.4)", () => {
  it("starts at -1 and moves down to the first suggestion", () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
  });
  it("stops at the last suggestion", () => {
    expect(moveHighlight(2, 1, 3)).toBe(2);
  });
  it("moves up back to -1 and not beyond", () => {
    expect(moveHighlight(0, -1, 3)).toBe(-1);
    expect(moveHighlight(-1, -1, 3)).toBe(-1);
  });
  it("stays at -1 without suggestions and clamps a stale index", () => {
    expect(moveHighlight(-1, 1, 0)).toBe(-1);
    expect(moveHighlight(7, -1, 3)).toBe(2);
  });
});
