import { describe, expect, it } from "vitest";
import { commonDate, DATE_INVALID_REASON, DATE_UNDECIDED_REASON, dateForAll, desiredDatesBlocker } from "./delivery-choice";

describe("one desired date for all items", () => {
  it("keeps a date already chosen for one line instead of dropping it", () => {
    expect(dateForAll([null, 20270127, null], 20270301)).toBe(20270127);
  });

  it("takes the latest of several chosen dates", () => {
    expect(dateForAll([20270127, 20270210, null], null)).toBe(20270210);
  });

  it("falls back to the proposed date, or to none (the person is asked) when there is none", () => {
    expect(dateForAll([null, null], 20270301)).toBe(20270301);
    expect(dateForAll([null, null], null)).toBeNull();
  });

  it("recognises a date shared by every line", () => {
    expect(commonDate([20270127, 20270127])).toBe(20270127);
    expect(commonDate([20270127, null])).toBeNull();
    expect(commonDate([20270127, 20270128])).toBeNull();
    expect(commonDate([])).toBeNull();
  });
});

describe("Weiter and the dates", () => {
  it("is blocked while a line or the switch for all waits for a date, and says so", () => {
    expect(desiredDatesBlocker({ undecided: 1, invalid: 0 })).toBe(DATE_UNDECIDED_REASON);
    expect(desiredDatesBlocker({ undecided: 1, invalid: 2 })).toBe(DATE_UNDECIDED_REASON);
  });

  it("is blocked by a date that breaks the delivery rules", () => {
    expect(desiredDatesBlocker({ undecided: 0, invalid: 1 })).toBe(DATE_INVALID_REASON);
  });

  it("is free when every line has a date or So schnell wie möglich", () => {
    expect(desiredDatesBlocker({ undecided: 0, invalid: 0 })).toBeNull();
  });
});
