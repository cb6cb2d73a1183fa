import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { calendarFeedResponse, forgetCalendarFeeds, keptCalendarFeeds } from "@/lib/server/console/calendar-feed";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 30, finding 9: the calendar feed's kept copies must not pile up, one per studio ever polled;
// only the feeds polled within CALENDAR_FEED_CACHE_MS stay in memory.
let db: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  db = await freshDatabase();
  process.env.CALENDAR_FEED_CACHE_MS = "200";
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.CALENDAR_FEED_CACHE_MS;
  resetEnvCache();
  await db.drop();
});

describe("kept calendar feeds", () => {
  it("an expired feed is dropped when the next one is rendered", async () => {
    forgetCalendarFeeds();
    const files: string[] = [];
    for (const [email, slug] of [
      [DEMO.mayer, "kuechen-mayer"],
      [DEMO.berlin, "kuechenwelt-berlin"],
      [DEMO.hamburg, "kuechenhaus-hamburg"],
    ] as const) {
      const created = await call("POST", "calendarTokenCreate", { storeSlug: slug }, await sessionCookie(email));
      files.push(created.body.url.split("/calendar/")[1]);
    }
    for (const file of files) {
      expect((await calendarFeedResponse(file, null)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 250));
    }
    // Each poll came after the one before had expired: only the last feed is kept.
    expect(keptCalendarFeeds()).toBe(1);
  });
});
