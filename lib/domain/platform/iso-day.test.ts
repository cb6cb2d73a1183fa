import { describe, expect, it } from "vitest";
import { isIsoDay, isoDaySchema, ISO_DAY_MESSAGES } from "./iso-day";

describe("ISO day", () => {
  it("accepts days that exist, leap days included", () => {
    expect(["2026-01-01", "2026-12-31", "2028-02-29"].every(isIsoDay)).toBe(true);
  });

  it("refuses other formats and days that do not exist", () => {
    for (const v of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-00-10", "26-01-01", "2026-1-1", "01.01.2026", "2026-01-01T10:00:00Z", ""]) {
      expect(isIsoDay(v), v).toBe(false);
    }
  });

  it("the schema says in German what to enter", () => {
    expect(isoDaySchema.safeParse("2026-07-15")).toEqual({ success: true, data: "2026-07-15" });
    expect(isoDaySchema.safeParse("15.07.2026").error?.issues[0].message).toBe(ISO_DAY_MESSAGES.format);
    expect(isoDaySchema.safeParse("2026-02-30").error?.issues[0].message).toBe(ISO_DAY_MESSAGES.format);
    expect(isoDaySchema.safeParse(undefined).error?.issues[0].message).toBe(ISO_DAY_MESSAGES.missing);
  });
});
