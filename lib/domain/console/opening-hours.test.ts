import { describe, it, expect } from "vitest";
import { WEEKDAYS, hourOptions, hourToValue, isClosed, salesforceFieldNames, validateOpeningHours, valueToHour } from "./opening-hours";

describe("SPEC 9: opening hours Monday to Saturday only", () => {
  it("lists six weekdays without Sunday", () => {
    expect(WEEKDAYS).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(salesforceFieldNames("Monday").morningEnd).toBe("Monday_Morning_End_Time__c");
  });
});

describe("SPEC 5: whole hours 00:00 to 23:00 as hh:00:00.000Z", () => {
  it("offers 24 options", () => {
    const options = hourOptions();
    expect(options).toHaveLength(24);
    expect(options[0]).toEqual({ value: "00:00:00.000Z", label: "00:00" });
    expect(options[23]).toEqual({ value: "23:00:00.000Z", label: "23:00" });
  });

  it("converts between hours and values", () => {
    expect(hourToValue(8)).toBe("08:00:00.000Z");
    expect(valueToHour("18:00:00.000Z")).toBe(18);
    expect(valueToHour("18:30:00.000Z")).toBeNull();
    expect(valueToHour("24:00:00.000Z")).toBeNull();
    expect(() => hourToValue(24)).toThrow(RangeError);
  });

  it("rejects a time that is not a whole hour", () => {
    expect(validateOpeningHours({ start: "08:30:00.000Z", morningEnd: null, afternoonStart: null, end: null })).toEqual([
      { field: "start", message: "Bitte wählen Sie eine volle Stunde zwischen 00:00 und 23:00." },
    ]);
  });
});

describe("SPEC 5: start <= morning end <= afternoon start <= end", () => {
  it("accepts an ordered day with equal neighbours", () => {
    expect(
      validateOpeningHours({ start: "09:00:00.000Z", morningEnd: "13:00:00.000Z", afternoonStart: "13:00:00.000Z", end: "18:00:00.000Z" }),
    ).toEqual([]);
  });

  it("reports a morning end before the start", () => {
    expect(validateOpeningHours({ start: "09:00:00.000Z", morningEnd: "08:00:00.000Z", afternoonStart: null, end: null })).toEqual([
      { field: "morningEnd", message: "„Mittagspause von“ darf nicht vor „Öffnung“ liegen." },
    ]);
  });

  it("checks across unset fields", () => {
    expect(validateOpeningHours({ start: "10:00:00.000Z", morningEnd: null, afternoonStart: null, end: "09:00:00.000Z" })).toEqual([
      { field: "end", message: "„Schließung“ darf nicht vor „Öffnung“ liegen." },
    ]);
  });

  it("accepts a closed day (all null)", () => {
    const closed = { start: null, morningEnd: null, afternoonStart: null, end: null };
    expect(validateOpeningHours(closed)).toEqual([]);
    expect(isClosed(closed)).toBe(true);
    expect(isClosed({ ...closed, byArrangement: true })).toBe(false);
  });
});
