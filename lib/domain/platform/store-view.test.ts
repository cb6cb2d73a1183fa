import { describe, expect, it } from "vitest";
import { storeView } from "./store-view";

describe("store view", () => {
  it("passes on what the screens show and nothing else of the row", () => {
    const row = {
      id: "s1",
      slug: "kuechenwelt-berlin",
      storeNumber: "10001",
      crmId: "0011x000003DHPzAAO",
      name: "Küchenwelt Berlin",
      isMaster: false,
      parentId: null,
      isTest: false,
      leadpoolActive: true,
      shopActive: true,
      shopClientMarginPercentage: 30,
      reminderHours: 4,
      lastNotificationsCheck: new Date("2026-01-01T00:00:00Z"),
      crm: { Name: "Küchenwelt Berlin", BillingCity: "Berlin", Phone: "030 1234567", Store_Email__c: "info@example.de" },
      stats: { badgeRating: 95 },
      mediaPictures: [{ key: "a.jpg" }],
    };
    const view = storeView(row);
    expect(Object.keys(view).sort()).toEqual([
      "crm",
      "crmId",
      "id",
      "isMaster",
      "isTest",
      "leadpoolActive",
      "name",
      "parentId",
      "shopActive",
      "slug",
      "stats",
      "storeNumber",
    ]);
    expect(view.crm).toMatchObject({ Name: "Küchenwelt Berlin", BillingCity: "Berlin" });
    expect(JSON.stringify(view)).not.toMatch(/030 1234567|info@example|reminderHours|shopClientMargin|a\.jpg/);
    expect(view.stats.badgeRating).toBe(95);
  });
});
