import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { proposals } from "@/models/console/requests";
import { stores } from "@/models/platform/stores";
import { badgeRating, type BadgeStats } from "@/lib/domain/platform/badge";
import { onTimeShare, replyOutcome } from "@/lib/domain/platform/sla";
import { shellChildStores } from "@/lib/server/console/store-answer";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

/**
 * Issue 29: Bremen's badge said 54 % while the master's dashboard said 99 % (197 von 199) for the same
 * studio. The badge (header and Ranking), the dashboard's "Rechtzeitig beantwortet" and the ranking
 * must come from one rule over the same requests: here, on the seeded demo data, for every studio.
 */
let db: Awaited<ReturnType<typeof freshDatabase>>;
let nord: string;

const berlinDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });
const today = berlinDay.format(new Date());
/** The dashboard's default range (SPEC 9): start of the year to today. */
const range = { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };

type Row = { slug: string; name: string; onTime: number; late: number; share: number };

beforeAll(async () => {
  db = await freshDatabase();
  nord = await sessionCookie(DEMO.nord);
}, 120_000);
afterAll(() => db.drop());

async function badgeOf(slug: string, cookie: string): Promise<number> {
  const r = await call("GET", "currentStore", { storeSlug: slug }, cookie);
  expect(r.status).toBe(200);
  return badgeRating(r.body.stats as BadgeStats);
}

async function dashboardRows(): Promise<Row[]> {
  const r = await call("GET", "childStoresServiceStats", { storeSlug: "kuechenhaus-nord", ...range, childSlugs: "" }, nord);
  expect(r.status).toBe(200);
  return r.body.stores as Row[];
}

describe("the responsiveness badge and the dashboard agree", () => {
  it("for every child of the demo master: the child's badge is the dashboard's 'Rechtzeitig beantwortet'", async () => {
    const rows = await dashboardRows();
    expect(rows.map((r) => r.slug).sort()).toEqual(["kuechenhaus-bremen", "kuechenhaus-hamburg", "kuechenhaus-kiel"]);
    for (const row of rows) {
      expect(row.onTime + row.late, `${row.slug} has counted requests`).toBeGreaterThan(0);
      expect(await badgeOf(row.slug, nord), row.name).toBe(row.share);
      expect(await badgeOf(row.slug, await sessionCookie(`studio@${row.slug}.example`)), `${row.name}, signed in itself`).toBe(row.share);
    }
  });

  it("in the console header too, where the master sees each child's badge", async () => {
    const rows = await dashboardRows();
    const [master] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-nord"));
    const shell = await shellChildStores(master, { childScope: "all", childStoreIds: [] });
    for (const row of rows) expect(badgeRating(shell.find((c) => c.slug === row.slug)!.stats), row.name).toBe(row.share);
  });

  it("for the master: its badge covers all its studios' requests by the same rule", async () => {
    const rows = await dashboardRows();
    const total = onTimeShare(
      rows.reduce((a, r) => a + r.onTime, 0),
      rows.reduce((a, r) => a + r.late, 0),
    );
    expect(await badgeOf("kuechenhaus-nord", nord)).toBe(total);
  });

  it("for the single studios: the badge is the in-time share of their own requests of the range, counted row by row", async () => {
    const now = new Date();
    for (const [slug, email] of [
      ["kuechenwelt-berlin", DEMO.berlin],
      ["kuechen-mayer", DEMO.mayer],
    ] as const) {
      const [store] = await db.db.select().from(stores).where(eq(stores.slug, slug));
      const rows = await db.db.select().from(proposals).where(eq(proposals.storeId, store.id));
      let onTime = 0;
      let late = 0;
      for (const p of rows) {
        const day = berlinDay.format(p.requestedAt);
        if (day < range.startDate || day > range.endDate) continue;
        const answeredAt = [p.acceptedAt, p.storeDeclinedAt].filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
        const outcome = replyOutcome({ deadline: p.crm.Response_Timeout__c ?? null, answeredAt, now });
        if (outcome === "onTime") onTime++;
        if (outcome === "late") late++;
      }
      expect(await badgeOf(slug, await sessionCookie(email)), slug).toBe(onTimeShare(onTime, late));
    }
  });
});
