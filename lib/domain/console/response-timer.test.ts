import { describe, it, expect } from "vitest";
import { formatResponseTimer, isResponseExpired } from "./response-timer";

const now = new Date("2024-06-10T12:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const H = 3600 * 1000;
const M = 60 * 1000;

describe("SPEC 9 response timer: days and hours if over a day", () => {
  it("shows days and hours", () => {
    expect(formatResponseTimer(later(2 * 24 * H + 3 * H + 59 * M), now)).toBe("2 Tage 3 Std.");
  });

  it("uses the singular for one day", () => {
    expect(formatResponseTimer(later(24 * H + 30 * M), now)).toBe("1 Tag 0 Std.");
  });

  it("accepts an ISO deadline", () => {
    expect(formatResponseTimer("2024-06-13T12:00:00.000Z", now)).toBe("3 Tage 0 Std.");
  });
});

describe("SPEC 9 response timer: otherwise hours and minutes, optionally seconds", () => {
  it("shows H:MM", () => {
    expect(formatResponseTimer(later(5 * H + 7 * M + 30_000), now)).toBe("5:07");
  });

  it("shows H:MM:SS with seconds", () => {
    expect(formatResponseTimer(later(5 * H + 7 * M + 30_000), now, { seconds: true })).toBe("5:07:30");
  });

  it("shows exactly one day as hours", () => {
    expect(formatResponseTimer(later(24 * H), now)).toBe("24:00");
  });
});

describe("SPEC 9 response timer: 0:00:00 when expired", () => {
  it("at and after the deadline", () => {
    expect(formatResponseTimer(now, now)).toBe("0:00:00");
    expect(formatResponseTimer(later(-H), now)).toBe("0:00:00");
    expect(formatResponseTimer(null, now)).toBe("0:00:00");
    expect(isResponseExpired(later(-1), now)).toBe(true);
    expect(isResponseExpired(later(1000), now)).toBe(false);
  });
});
