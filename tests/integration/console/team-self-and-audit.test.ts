import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 29: an owner never deactivates themselves (the page shows the reason, the server says it too),
// and the audit log names a status change in German, not by its internal value.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let mayer: string;

beforeAll(async () => {
  db = await freshDatabase();
  mayer = await sessionCookie(DEMO.mayer);
});
afterAll(() => db.drop());

describe("deactivating oneself", () => {
  it("is refused with the reason, even when another owner remains", async () => {
    expect(
      (await call("POST", "storeTeamUpdate", { storeSlug: "kuechen-mayer", userId: "seed-user-verkauf-kuechen-mayer", role: "inhaber" }, mayer))
        .status,
    ).toBe(200);
    const res = await call("POST", "storeTeamDeactivate", { storeSlug: "kuechen-mayer", userId: "seed-user-kuechen-mayer" }, mayer);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("Sie können sich nicht selbst deaktivieren. Das kann eine andere Person mit der Rolle Inhaber tun.");
    expect((await call("GET", "currentStore", { storeSlug: "kuechen-mayer" }, mayer)).status).toBe(200);
  });
});

describe("the audit log", () => {
  it("shows a status change with the status's German label", async () => {
    const berlin = await sessionCookie(DEMO.berlin);
    const leads = await call("GET", "storeWithLeads", { storeSlug: "kuechenwelt-berlin" }, berlin);
    const unlocked = (leads.body.proposals as { id: string; unlocked: boolean }[]).find((p) => p.unlocked)!;
    const res = await call("POST", "dbUpdate", { type: "Proposal", id: unlocked.id, tree: { storeEditedStatus: "negotiation" } }, berlin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const log = await call("GET", "storeAuditLog", { storeSlug: "kuechenwelt-berlin", limit: 5 }, berlin);
    const entry = (log.body.entries as { action: string; subject: string }[]).find((e) => e.action === "status_change")!;
    expect(entry.subject).toMatch(/^Kunde .+: In Verhandlung$/);
    expect(entry.subject).not.toContain("negotiation");
  });
});
