import { describe, expect, it } from "vitest";
import { isUnseen } from "./notification-counter";

describe("unseen notifications (SPEC 9)", () => {
  it("unseen means newer than the last check; all are unseen without a check", () => {
    expect(isUnseen("2026-01-02T00:00:00Z", "2026-01-01T00:00:00Z")).toBe(true);
    expect(isUnseen("2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z")).toBe(false);
    expect(isUnseen("2026-01-01T00:00:00Z", null)).toBe(true);
  });
});
