import { describe, expect, it } from "vitest";
import { isUnseen, notificationCounter } from "./notification-counter";

describe("notification counter (SPEC 9: capped at 9+)", () => {
  it("hides at zero", () => expect(notificationCounter(0)).toBeNull());
  it("shows 1 to 9 as is", () => {
    expect(notificationCounter(1)).toBe("1");
    expect(notificationCounter(9)).toBe("9");
  });
  it("caps above 9", () => {
    expect(notificationCounter(10)).toBe("9+");
    expect(notificationCounter(120)).toBe("9+");
  });
  it("unseen means newer than the last check; all are unseen without a check", () => {
    expect(isUnseen("2026-01-02T00:00:00Z", "2026-01-01T00:00:00Z")).toBe(true);
    expect(isUnseen("2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z")).toBe(false);
    expect(isUnseen("2026-01-01T00:00:00Z", null)).toBe(true);
  });
});
