import { describe, expect, it } from "vitest";
import { cursorAfter, deliveryState, orderFeedSchema, orderWebhookResendSchema, webhookUrlSchema } from "./orders-out";

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
    // Issue 45: beyond the int4 order numbers, negative or a number in other notation: refused, in German.
    for (const cursor of ["2147483648", "99999999999", "-1", "1e3", "1.5", " 1 2"]) {
      const r = orderFeedSchema.safeParse({ format: "json", cursor });
      expect(r.success, cursor).toBe(false);
      expect(r.error?.issues[0].message).toBe("Der Cursor ist ungültig. Verwenden Sie den Wert „nextCursor“ der letzten Antwort.");
    }
    expect(orderFeedSchema.parse({ format: "json", cursor: "2147483647" }).cursor).toBe("2147483647");
  });
  it("a delivery reads as the operator sees it", () => {
    expect(deliveryState({ state: "completed", tries: 1 })).toBe("zugestellt");
    expect(deliveryState({ state: "retry", tries: 2 })).toBe("wird wiederholt");
    expect(deliveryState({ state: "active", tries: 2 })).toBe("wird wiederholt");
    expect(deliveryState({ state: "created", tries: 0 })).toBe("wartet");
    expect(deliveryState({ state: "failed", tries: 11 })).toBe("fehlgeschlagen");
  });
  it("a resend names a dead letter by its id", () => {
    expect(orderWebhookResendSchema.safeParse({ id: "8e879267-96c1-4af7-97c0-ff83d813726e" }).success).toBe(true);
    expect(orderWebhookResendSchema.safeParse({ id: 4 }).error?.issues[0].message).toBe("Unbekannte Zustellung.");
  });
});
