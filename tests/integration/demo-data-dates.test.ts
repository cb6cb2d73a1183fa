import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proposals } from "@/models/schema";
import { freshDatabase } from "../helpers/test-db";

// The demo data is made relative to the moment it is loaded; nothing in it may lie in the future,
// or the console's date filters (which end now) hide it depending on the time of day.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let loadedAt: number;

beforeAll(async () => {
  loadedAt = Date.now();
  db = await freshDatabase();
});
afterAll(() => db.drop());

describe("demo data dates", () => {
  it("no proposal was created after the data was loaded, the open requests with long timers included", async () => {
    const rows = await db.db.select({ crm: proposals.crm }).from(proposals);
    expect(rows.length).toBeGreaterThan(0);
    const future = rows.filter((r) => Date.parse(r.crm.CreatedDate) > Date.now());
    expect(future.map((r) => r.crm.CreatedDate)).toEqual([]);
    expect(rows.every((r) => Date.parse(r.crm.CreatedDate) <= Date.now() && Date.parse(r.crm.CreatedDate) < loadedAt + 60_000)).toBe(true);
  });
});
