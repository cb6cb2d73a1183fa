import { describe, expect, it } from "vitest";
import { onTimeShare, replyOutcome } from "./sla";

const now = new Date("2026-11-24T12:00:00Z");

describe("replyOutcome", () => {
  it("an answer before or at the deadline is in time, after it late", () => {
    expect(replyOutcome({ deadline: "2026-11-20T12:00:00Z", answeredAt: "2026-11-20T11:00:00Z", now })).toBe("onTime");
    expect(replyOutcome({ deadline: "2026-11-20T12:00:00Z", answeredAt: "2026-11-20T12:00:00Z", now })).toBe("onTime");
    expect(replyOutcome({ deadline: "2026-11-20T12:00:00Z", answeredAt: "2026-11-20T12:00:01Z", now })).toBe("late");
  });
  it("no answer: late once the timer ran out, else not counted yet", () => {
    expect(replyOutcome({ deadline: "2026-11-24T11:00:00Z", answeredAt: null, now })).toBe("late");
    expect(replyOutcome({ deadline: "2026-11-24T13:00:00Z", answeredAt: null, now })).toBe("open");
  });
});

describe("onTimeShare uses the badge rule", () => {
  it("100 minus the rounded share of late replies; 100 without requests", () => {
    expect(onTimeShare(9, 1)).toBe(90);
    expect(onTimeShare(2, 1)).toBe(67);
    expect(onTimeShare(0, 0)).toBe(100);
    expect(onTimeShare(0, 3)).toBe(0);
  });
});
