import { describe, expect, it } from "vitest";
import { latenessText, latest, lineLateness, openDeliverySummary } from "./late-delivery";
import { emptyLineStatus, type LineStatus } from "./order-state";
import { berlinWorkingDaysBetween, isBerlinWorkingDay } from "../platform/berlin-working-days";

const open = (desired: number | null, confirmed: number | null = null) => ({ desired, confirmed, open: true });

describe("Berlin working days", () => {
  it("skip weekends, the nationwide holidays and Berlin's Frauentag", () => {
    expect(isBerlinWorkingDay(new Date(2027, 2, 8))).toBe(false); // Monday 8 March 2027, Frauentag in Berlin
    expect(isBerlinWorkingDay(new Date(2027, 2, 9))).toBe(true);
    expect(isBerlinWorkingDay(new Date(2027, 2, 26))).toBe(false); // Karfreitag
    expect(berlinWorkingDaysBetween(20270305, 20270308)).toBe(0); // Friday to the Frauentag Monday
    expect(berlinWorkingDaysBetween(20270305, 20270309)).toBe(1);
    expect(berlinWorkingDaysBetween(20270201, 20270201)).toBe(0);
    expect(berlinWorkingDaysBetween(20270208, 20270201)).toBe(0);
    expect(berlinWorkingDaysBetween(20270201, 20270215)).toBe(10);
  });
});

describe("a late line", () => {
  it("is late when its desired date has passed and it is not delivered, by the working days since", () => {
    // Desired Monday 1 Feb 2027, today Monday 8 Feb: five working days overdue, unconfirmed.
    expect(lineLateness(open(20270201), 20270208)).toEqual({ workingDays: 5, why: "overdue" });
    expect(lineLateness({ desired: 20270201, confirmed: null, open: false }, 20270208)).toEqual({ workingDays: 0, why: null });
  });
  it("is late when the supplier confirmed a later date, by the working days in between", () => {
    expect(lineLateness(open(20270201, 20270205), 20270125)).toEqual({ workingDays: 4, why: "confirmedLater" });
    expect(lineLateness(open(20270201, 20270201), 20270125)).toEqual({ workingDays: 0, why: null });
  });
  it("counts up to today once the later confirmed date has passed too", () => {
    expect(lineLateness(open(20270201, 20270203), 20270208)).toEqual({ workingDays: 5, why: "overdue" });
  });
  it("is not late over a weekend alone, nor without a desired date", () => {
    expect(lineLateness(open(20270205), 20270207)).toEqual({ workingDays: 0, why: null }); // Friday → Sunday
    expect(lineLateness(open(20270205), 20270208)).toEqual({ workingDays: 1, why: "overdue" });
    expect(lineLateness(open(null, 20270301), 20270401)).toEqual({ workingDays: 0, why: null });
  });
  it("says it in words, and an order is as late as its latest line", () => {
    expect(latenessText({ workingDays: 1, why: "overdue" })).toBe("1 Werktag überfällig");
    expect(latenessText({ workingDays: 4, why: "confirmedLater" })).toBe("4 Werktage später als gewünscht");
    expect(latenessText({ workingDays: 0, why: null })).toBe("");
    expect(
      latest([
        { workingDays: 2, why: "overdue" },
        { workingDays: 4, why: "confirmedLater" },
        { workingDays: 0, why: null },
      ]),
    ).toEqual({
      workingDays: 4,
      why: "confirmedLater",
    });
  });
});

describe("the master's open deliveries", () => {
  const line = (lineNo: number, over: Partial<LineStatus> = {}): LineStatus => ({ ...emptyLineStatus(lineNo, 2), ...over });
  it("counts an unconfirmed order a week past its desired date as late", () => {
    const s = openDeliverySummary([line(1)], [20270201], 20270208);
    expect(s).toMatchObject({ state: "received", late: true, lateWorkingDays: 5, lateWhy: "overdue", earliestDesired: 20270201 });
  });
  it("leaves out delivered and cancelled lines, and finished orders", () => {
    const s = openDeliverySummary([line(1, { delivered: 2 }), line(2)], [20270101, 20270301], 20270208);
    expect(s).toMatchObject({ late: false, lateWorkingDays: 0, earliestDesired: 20270301 });
    expect(openDeliverySummary([line(1, { delivered: 2 }), line(2, { cancelled: 2 })], [20270101, 20270101], 20270208)).toBeNull();
  });
});
