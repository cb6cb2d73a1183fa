import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatPattern, type DatePattern } from "./date-pattern";

const PATTERNS: DatePattern[] = ["dd.MM.yyyy", "yyyy-MM-dd", "yyyyMMdd", "HH:mm", "dd.MM.yyyy HH:mm"];

describe("formatPattern", () => {
  it("prints what date-fns's format prints for the patterns the product uses", () => {
    const dates = [
      new Date(2026, 0, 1, 0, 0),
      new Date(2026, 1, 28, 23, 59),
      new Date(2024, 1, 29, 9, 5),
      new Date(2026, 2, 29, 2, 30), // the night the clocks go forward in Berlin
      new Date(2026, 9, 25, 2, 30),
      new Date(1999, 11, 31, 12, 0),
    ];
    for (let i = 0; i < 400; i++) dates.push(new Date(2020, 0, 1 + i * 7, (i * 5) % 24, (i * 13) % 60));
    for (const d of dates) for (const p of PATTERNS) expect(formatPattern(d, p)).toBe(format(d, p));
  });

  it("refuses an invalid date as date-fns does", () => {
    expect(() => formatPattern(new Date(Number.NaN), "dd.MM.yyyy")).toThrow(RangeError);
  });
});
