import { describe, expect, it } from "vitest";
import { cursorAfter, deliveryState, nextRetrySeconds, orderFeedSchema, retrySchedule, webhookUrlSchema } from "./orders-out";

describe("the webhook's retry schedule", () => {
  it("waits as configured, then gives up: n waits are n + 1 tries", () => {
    const schedule = retrySchedule("30,60,120");
    expect([1, 2, 3, 4].map((a) => nextRetrySeconds(schedule, a))).toEqual([30, 60, 120, null]);
  });
  it("the default covers a supplier that is down for more than an hour", () => {
    const schedule = retrySchedule("30,60,120,300,600,1200,1800,3600,3600,3600");
    expect(schedule.reduce((a, b) => a + b, 0)).toBeGreaterThan(3 * 3600);
  });
});

describe("the webhook URL", () => {
  it("must be http or https, absolute, without credentials", () => {
    expect(webhookUrlSchema.safeParse("https://erp.example.de/bestellungen").success).toBe(true);
    const messages = [
      "ftp://erp.example.de",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "erp.example.de",
      "https://nutzer:pass@erp.example.de",
    ].map((u) => webhookUrlSchema.safeParse(u).error?.issues[0].message);
    expect(messages).toEqual([
      "Die Adresse muss mit http:// oder https:// beginnen.",
      "Die Adresse muss mit http:// oder https:// beginnen.",
      "Die Adresse muss mit http:// oder https:// beginnen.",
      "Bitte geben Sie eine vollständige Adresse an, z. B. https://erp.example.de/bestellungen.",
      "Die Adresse darf keine Zugangsdaten enthalten.",
    ]);
  });
});

describe("orderFeed", () => {
  it("the next cursor is the last order's number, or the same cursor when nothing came", () => {
    expect(cursorAfter([100003, 100004], "100002")).toBe("100004");
    expect(cursorAfter([], "100004")).toBe("100004");
    expect(orderFeedSchema.parse({ format: "json" })).toEqual({ cursor: "", format: "json", limit: 50 });
    expect(orderFeedSchema.safeParse({}).error?.issues[0].message).toBe("Bitte geben Sie das Format an: „json“ oder „opentrans“.");
    expect(orderFeedSchema.safeParse({ format: "json", cursor: "x1" }).success).toBe(false);
  });
  it("a delivery reads as the operator sees it", () => {
    expect(deliveryState({ status: "done", attempts: 1 })).toBe("zugestellt");
    expect(deliveryState({ status: "pending", attempts: 2 })).toBe("wird wiederholt");
    expect(deliveryState({ status: "pending", attempts: 0 })).toBe("wartet");
    expect(deliveryState({ status: "dead", attempts: 11 })).toBe("fehlgeschlagen");
  });
});
