import { describe, expect, it } from "vitest";
import { appJobs } from "@/lib/server/app-jobs";

// The data a runner sends on its own (lib/server/jobs/runner.ts): a kind queued at each start or by a
// schedule gets `{}`; if its schema refused that, the run would fail at every start and end as a dead
// letter instead of doing its work (catalog-media did: the start run named no import).
describe("the app's job kinds", () => {
  const kinds = appJobs(
    {
      CRM_SYNC_INTERVAL_MS: 60_000,
      DB_MAINTENANCE_INTERVAL_MS: 60_000,
      ORDER_WEBHOOK_RETRIES: 3,
      ORDER_WEBHOOK_RETRY_DELAY_SECONDS: 30,
      ORDER_WEBHOOK_RETRY_MAX_SECONDS: 600,
    },
    "pglite",
  );

  it("every kind the runner queues itself accepts the empty data it is queued with", () => {
    const self = kinds.filter((k) => k.onStart || k.cron || k.every);
    expect(self.map((k) => k.name)).toContain("catalog-media");
    const refused = self.filter((k) => k.data && !k.data.safeParse({}).success).map((k) => k.name);
    expect(refused).toEqual([]);
  });

  it("catalog-media still takes the import.finished event it handles", () => {
    const media = kinds.find((k) => k.name === "catalog-media")!;
    expect(media.on).toBe("import.finished");
    expect(media.data!.parse({ importId: "a", state: "done" })).toEqual({ importId: "a", state: "done" });
    expect(media.data!.safeParse({ importId: "a", state: "halb" }).success).toBe(false);
  });
});
