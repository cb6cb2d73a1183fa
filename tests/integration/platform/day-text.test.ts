import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { dayText } from "@/components/ui/day-text";

// The date fields' "DD.MM.YYYY" without date-fns's format (issue 35) prints what format printed.
describe("dayText", () => {
  it("equals date-fns format dd.MM.yyyy", () => {
    const days = [new Date(2026, 0, 1), new Date(2024, 1, 29), new Date(999, 11, 31), new Date(2026, 2, 29, 2, 30)];
    for (let i = 0; i < 500; i++) days.push(new Date(2019, 0, 1 + i * 5, (i * 7) % 24));
    for (const d of days) expect(dayText(d)).toBe(format(d, "dd.MM.yyyy"));
  });
});
