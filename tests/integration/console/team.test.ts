import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, teamInvites } from "@/models/platform/team";
import { proposals } from "@/models/console/requests";
import { stores } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";
import { signIn } from "@/lib/server/platform/login";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { deliveriesOf } from "../../helpers/jobs";

// Team members (issue 19): invitation by mail, accepting it once, role changes, the last owner,
// deactivation ending sessions at once, the audit log and who did what.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let owner: string;
const SLUG = "kuechenwelt-berlin";

beforeAll(async () => {
  db = await freshDatabase();
  owner = await sessionCookie(DEMO.berlin);
});
afterAll(() => db.drop());

/** The token of the newest invitation mail to `to`, from the queued mails. */
async function inviteToken(to: string): Promise<string> {
  const mails = (await deliveriesOf(db.db)).filter((o) => o.kind === "mail" && (o.payload as { to: string }).to === to);
  const text = (mails.at(-1)!.payload as { text: string }).text;
  return /\/einladung\/([A-Za-z0-9_-]+)/.exec(text)![1];
}

describe("invitations", () => {
  it("lists the members with role and last sign-in", async () => {
    const res = await call("GET", "storeTeam", { storeSlug: SLUG }, owner);
    expect(res.status).toBe(200);
    const members = res.body.members as { email: string; role: string; lastSignInAt: string | null }[];
    expect(members.map((m) => [m.email, m.role]).sort()).toEqual([
      ["einkauf@kuechenwelt-berlin.example", "einkauf"],
      ["studio@kuechenwelt-berlin.example", "inhaber"],
      ["verkauf@kuechenwelt-berlin.example", "verkauf"],
    ]);
    expect(members.find((m) => m.email === DEMO.berlin)!.lastSignInAt).not.toBeNull();
  });

  it("invites by mail; the link sets the password once; the new member signs in with their role", async () => {
    const invite = await call("POST", "storeTeamInvite", { storeSlug: SLUG, email: "Nina.Neu@Example.de", name: "Nina Neu", role: "verkauf" }, owner);
    expect(invite.status).toBe(200);
    const token = await inviteToken("nina.neu@example.de");
    const mail = (await deliveriesOf(db.db)).at(-1)!.payload as { subject: string; text: string };
    expect(mail.subject).toBe("Einladung ins Team von Küchenwelt Berlin");
    expect(mail.text).toContain("gültig für 7 Tage");

    const accepted = await call("POST", "teamInviteAccept", { token, password: "neuesPasswort1" });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ email: "nina.neu@example.de" });
    const again = await call("POST", "teamInviteAccept", { token, password: "anderesPasswort1" });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("Diese Einladung ist ungültig, abgelaufen oder wurde schon verwendet.");

    const signedIn = await signIn({ email: "nina.neu@example.de", password: "neuesPasswort1" }, new Headers());
    expect(signedIn).toMatchObject({ ok: true, landing: "/stores/kuechenwelt-berlin/overview" });
    const nina = await sessionCookie("nina.neu@example.de", "neuesPasswort1");
    expect((await call("GET", "storeWithLeads", { storeSlug: SLUG }, nina)).status).toBe(200);
    expect((await call("GET", "asStoreCart", { storeSlug: SLUG }, nina)).status).toBe(403);
  });

  it("an expired link does not work; an address with an account gets no link, and the form does not say so", async () => {
    await call("POST", "storeTeamInvite", { storeSlug: SLUG, email: "spaet@example.de", name: "Sven Spät", role: "einkauf" }, owner);
    const token = await inviteToken("spaet@example.de");
    await db.db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.email, "spaet@example.de"));
    expect((await call("POST", "teamInviteAccept", { token, password: "neuesPasswort1" })).status).toBe(404);
    const taken = await call("POST", "storeTeamInvite", { storeSlug: SLUG, email: DEMO.mayer, name: "X", role: "einkauf" }, owner);
    expect(taken.status).toBe(200);
    const mail = (await deliveriesOf(db.db)).at(-1)!.payload as { to: string; text: string };
    expect(mail.to).toBe(DEMO.mayer);
    expect(mail.text).not.toContain("/einladung/");
  });

  it("an owner withdraws an open invitation: its link no longer works, and it is logged", async () => {
    await call("POST", "storeTeamInvite", { storeSlug: SLUG, email: "zurueck@example.de", name: "Zora Zurück", role: "einkauf" }, owner);
    const token = await inviteToken("zurueck@example.de");
    const team = await call("GET", "storeTeam", { storeSlug: SLUG }, owner);
    const open = (team.body.invites as { id: string; email: string }[]).find((i) => i.email === "zurueck@example.de")!;
    const mayer = await sessionCookie(DEMO.mayer);
    expect((await call("POST", "storeTeamInviteWithdraw", { storeSlug: SLUG, inviteId: open.id }, mayer)).status).toBe(403);
    expect((await call("POST", "storeTeamInviteWithdraw", { storeSlug: "kuechen-mayer", inviteId: open.id }, mayer)).status).toBe(404);
    const withdrawn = await call("POST", "storeTeamInviteWithdraw", { storeSlug: SLUG, inviteId: open.id }, owner);
    expect(withdrawn.status).toBe(200);
    expect((await call("POST", "teamInviteAccept", { token, password: "neuesPasswort1" })).status).toBe(404);
    const again = await call("POST", "storeTeamInviteWithdraw", { storeSlug: SLUG, inviteId: open.id }, owner);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("Diese Einladung gibt es nicht mehr.");
    const after = await call("GET", "storeTeam", { storeSlug: SLUG }, owner);
    expect((after.body.invites as { email: string }[]).some((i) => i.email === "zurueck@example.de")).toBe(false);
    const log = await call("GET", "storeAuditLog", { storeSlug: SLUG, limit: 1 }, owner);
    expect(log.body.entries[0]).toMatchObject({ action: "invite_withdraw", subject: "Zora Zurück <zurueck@example.de>" });
  });

  it("the team of another studio, even a child's, is not the owner's to manage", async () => {
    const nord = await sessionCookie(DEMO.nord);
    expect((await call("GET", "storeTeam", { storeSlug: "kuechenhaus-kiel" }, nord)).status).toBe(403);
    expect((await call("GET", "storeTeam", { storeSlug: "kuechen-mayer" }, owner)).status).toBe(403);
  });
});

describe("roles and the last owner", () => {
  it("changes a role; the member's next request has the new role", async () => {
    const einkauf = await sessionCookie("einkauf@kuechenwelt-berlin.example");
    expect((await call("GET", "storeWithLeads", { storeSlug: SLUG }, einkauf)).status).toBe(403);
    const res = await call("POST", "storeTeamUpdate", { storeSlug: SLUG, userId: "seed-user-einkauf-kuechenwelt-berlin", role: "verkauf" }, owner);
    expect(res.status).toBe(200);
    expect(res.body.member.role).toBe("verkauf");
    expect((await call("GET", "storeWithLeads", { storeSlug: SLUG }, einkauf)).status).toBe(200);
  });

  it("the last owner can be neither demoted nor deactivated", async () => {
    const mayer = await sessionCookie(DEMO.mayer);
    const demote = await call("POST", "storeTeamUpdate", { storeSlug: "kuechen-mayer", userId: "seed-user-kuechen-mayer", role: "verkauf" }, mayer);
    expect(demote.status).toBe(422);
    expect(demote.body.error.message).toMatch(/mindestens einen aktiven Inhaber/);
    const off = await call("POST", "storeTeamDeactivate", { storeSlug: "kuechen-mayer", userId: "seed-user-kuechen-mayer" }, mayer);
    expect(off.status).toBe(422);
    // With a second owner the first may step down.
    expect(
      (await call("POST", "storeTeamUpdate", { storeSlug: "kuechen-mayer", userId: "seed-user-verkauf-kuechen-mayer", role: "inhaber" }, mayer))
        .status,
    ).toBe(200);
    expect(
      (await call("POST", "storeTeamUpdate", { storeSlug: "kuechen-mayer", userId: "seed-user-kuechen-mayer", role: "verkauf" }, mayer)).status,
    ).toBe(200);
  });

  it("a member of another studio is not found", async () => {
    const res = await call("POST", "storeTeamUpdate", { storeSlug: SLUG, userId: "seed-user-verkauf-kuechen-mayer", role: "einkauf" }, owner);
    expect(res.status).toBe(404);
  });
});

describe("deactivation", () => {
  it("ends the member's sessions at once and refuses the next sign-in", async () => {
    const verkauf = await sessionCookie("verkauf@kuechenwelt-berlin.example");
    expect((await call("GET", "currentStore", { storeSlug: SLUG }, verkauf)).status).toBe(200);
    const res = await call("POST", "storeTeamDeactivate", { storeSlug: SLUG, userId: "seed-user-verkauf-kuechenwelt-berlin" }, owner);
    expect(res.status).toBe(200);
    const after = await call("GET", "currentStore", { storeSlug: SLUG }, verkauf);
    expect(after.status).toBe(401);
    const again = await signIn({ email: "verkauf@kuechenwelt-berlin.example", password: "demo1234" }, new Headers());
    expect(again).toEqual({ ok: false, message: "E-Mail oder Passwort ist falsch." });
    const team = await call("GET", "storeTeam", { storeSlug: SLUG }, owner);
    expect(team.body.members.find((m: { userId: string }) => m.userId === "seed-user-verkauf-kuechenwelt-berlin").active).toBe(false);
  });
});

describe("who did what and the audit log", () => {
  it("records the member on a status change; the log lists them newest first, paged", async () => {
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, SLUG));
    const leads = (await call("GET", "storeWithLeads", { storeSlug: SLUG }, owner)).body.proposals as {
      id: string;
      unlocked: boolean;
      status: string;
    }[];
    const row = leads.find((p) => p.unlocked && p.status === "appointmentSet")!;
    const status = await call("POST", "dbUpdate", { type: "Proposal", id: row.id, tree: { storeEditedStatus: "negotiation" } }, owner);
    expect(status.status).toBe(200);
    expect(status.body.storeEditedStatusByName).toBe("Studio Küchenwelt Berlin");
    const [p] = await db.db.select().from(proposals).where(eq(proposals.id, row.id));
    expect(p.storeEditedStatusByName).toBe("Studio Küchenwelt Berlin");

    const log = await call("GET", "storeAuditLog", { storeSlug: SLUG, limit: 2 }, owner);
    expect(log.status).toBe(200);
    expect(log.body.entries).toHaveLength(2);
    expect(log.body.entries[0]).toMatchObject({ action: "status_change", actorName: "Studio Küchenwelt Berlin" });
    const older = await call("GET", "storeAuditLog", { storeSlug: SLUG, limit: 100, cursor: log.body.nextCursor }, owner);
    const actions = [...log.body.entries, ...older.body.entries].map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["status_change", "member_deactivate", "role_change", "member_join", "member_invite", "sign_in"]));
    const times = [...log.body.entries, ...older.body.entries].map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set([...log.body.entries, ...older.body.entries].map((e: { id: string }) => e.id)).size).toBe(times.length);
    expect(store.id).toBeTruthy();
  });

  it("logs a profile save once it went through, not a refused one", async () => {
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, SLUG));
    const saves = async () =>
      (
        await db.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, "profile_save")))
      ).length;
    const before = await saves();
    const foreign = await call(
      "POST",
      "dbUpdate",
      { type: "Store", crmId: store.crmId, tree: { mediaPictures: [{ key: "stores/99999/photos/fremd.png", name: "fremd.png" }] } },
      owner,
    );
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(await saves()).toBe(before);
    const margin = await call("POST", "dbUpdate", { type: "Store", crmId: store.crmId, tree: { shopClientMarginPercentage: 35 } }, owner);
    expect(margin.status).toBe(200);
    expect(await saves()).toBe(before + 1);
    const log = await call("GET", "storeAuditLog", { storeSlug: SLUG, limit: 1 }, owner);
    expect(log.body.entries[0]).toMatchObject({
      action: "profile_save",
      actorName: "Studio Küchenwelt Berlin",
      subject: "shopClientMarginPercentage",
    });
  });

  it("the audit log is the owners'", async () => {
    const einkauf = await sessionCookie("einkauf@kuechenwelt-berlin.example");
    expect((await call("GET", "storeAuditLog", { storeSlug: SLUG }, einkauf)).status).toBe(403);
  });

  it("a sign-in updates the last sign-in time", async () => {
    const before = (await db.db.select().from(user).where(eq(user.email, DEMO.mayer)))[0].lastSignInAt;
    await sessionCookie(DEMO.mayer);
    const after = (await db.db.select().from(user).where(eq(user.email, DEMO.mayer)))[0].lastSignInAt;
    expect(after!.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
  });
});
