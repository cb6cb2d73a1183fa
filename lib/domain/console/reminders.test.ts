import { describe, expect, it } from "vitest";
import { dailySummaryDay, reminderDue, reminderText, timerReminderKey } from "./reminders";

const at = (iso: string) => new Date(iso);

describe("reminderDue (fake clock)", () => {
  const now = at("2026-11-24T10:00:00Z");
  it("is due when less than the threshold is left and the timer still runs", () => {
    expect(reminderDue("2026-11-24T13:59:00Z", now, 4)).toBe(true);
    expect(reminderDue("2026-11-24T10:00:01Z", now, 4)).toBe(true);
  });
  it("is not due with the threshold or more left, after expiry, or without a timer", () => {
    expect(reminderDue("2026-11-24T14:00:00Z", now, 4)).toBe(false);
    expect(reminderDue("2026-11-24T15:00:00Z", now, 4)).toBe(false);
    expect(reminderDue("2026-11-24T10:00:00Z", now, 4)).toBe(false);
    expect(reminderDue("2026-11-24T09:00:00Z", now, 4)).toBe(false);
    expect(reminderDue(null, now, 4)).toBe(false);
    expect(reminderDue("kein Datum", now, 4)).toBe(false);
  });
  it("follows the studio's own threshold", () => {
    expect(reminderDue("2026-11-24T17:00:00Z", now, 8)).toBe(true);
    expect(reminderDue("2026-11-24T11:30:00Z", now, 1)).toBe(false);
  });
  it("words the reminder and keys it per request and threshold", () => {
    // The time really left, as the response timer shows it: 2 h 49 min is "2:49", never the threshold "4".
    const now = new Date("2026-11-26T10:00:00Z");
    expect(reminderText(new Date(now.getTime() + (2 * 60 + 49) * 60_000 + 30_000), now, "KA-1234")).toBe("Noch 2:49 Std. für Anfrage KA-1234");
    expect(reminderText(new Date(now.getTime() + 26 * 3_600_000), now, "KA-1234")).toBe("Noch 1 Tag 2 Std. für Anfrage KA-1234");
    expect(timerReminderKey("p1", 4)).not.toBe(timerReminderKey("p1", 8));
  });
});

describe("daily summary schedule in Berlin time", () => {
  it("is due from 8:00 Berlin time in winter (07:00 UTC) until noon", () => {
    expect(dailySummaryDay(at("2026-01-15T06:59:00Z"))).toBeNull();
    expect(dailySummaryDay(at("2026-01-15T07:00:00Z"))).toBe("2026-01-15");
    expect(dailySummaryDay(at("2026-01-15T10:59:00Z"))).toBe("2026-01-15");
    expect(dailySummaryDay(at("2026-01-15T11:00:00Z"))).toBeNull();
  });
  it("is due from 8:00 Berlin time in summer (06:00 UTC)", () => {
    expect(dailySummaryDay(at("2026-07-15T05:59:00Z"))).toBeNull();
    expect(dailySummaryDay(at("2026-07-15T06:00:00Z"))).toBe("2026-07-15");
  });
  it("on the days the clocks change", () => {
    // 29 March 2026: 2:00 becomes 3:00 (CEST from then on); 25 October 2026: 3:00 becomes 2:00.
    expect(dailySummaryDay(at("2026-03-29T06:00:00Z"))).toBe("2026-03-29");
    expect(dailySummaryDay(at("2026-03-29T05:59:00Z"))).toBeNull();
    expect(dailySummaryDay(at("2026-10-25T07:00:00Z"))).toBe("2026-10-25");
    expect(dailySummaryDay(at("2026-10-25T06:59:00Z"))).toBeNull();
  });
});
