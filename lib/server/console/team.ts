import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { account, session, user } from "@/models/platform/auth";
import { stores, type Store } from "@/models/platform/stores";
import { teamInvites } from "@/models/platform/team";
import type { Tx } from "@/models/platform/db";
import { appUrl } from "@/lib/env";
import { ROLE_LABELS, type Role } from "@/lib/domain/platform/roles";
import { SELF_DEACTIVATE_MESSAGE, type TeamInviteInput, type TeamUpdateInput } from "@/lib/domain/console/team-schema";
import type { Viewer } from "../platform/access";
import { actorOf, recordAudit } from "../platform/audit";
import { getDb } from "../platform/db";
import { AppError, forbidden } from "../platform/errors";
import { enqueueMail } from "../platform/deliveries";
import { layoutMail } from "../platform/seller";
import { revokeLostCalendarTokens } from "./notification-settings";

/** How long an invitation link stays valid. */
export const INVITE_DAYS = 7;

export type TeamMemberDto = {
  userId: string;
  name: string;
  email: string;
  role: Role;
  childScope: "all" | "selected";
  childStoreIds: string[];
  active: boolean;
  lastSignInAt: string | null;
};
export type TeamInviteDto = { id: string; email: string; name: string; role: Role; expiresAt: string };
export type TeamDto = { members: TeamMemberDto[]; invites: TeamInviteDto[]; children: { _id: string; name: string }[] };

const LAST_OWNER = "Das Team braucht mindestens einen aktiven Inhaber. Ernennen Sie zuerst eine andere Person zum Inhaber.";
const INVALID_INVITE = "Diese Einladung ist ungültig, abgelaufen oder wurde schon verwendet.";

/** Team management is for the studio itself: a master's owner manages the master's team only. */
function assertOwnStore(viewer: Viewer, store: Store) {
  if (store.id !== viewer.store.id) throw forbidden();
}

function tokenHash(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

async function childrenOf(store: Store): Promise<{ _id: string; name: string }[]> {
  if (!store.isMaster) return [];
  const db = await getDb();
  const rows = await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.parentId, store.id)).orderBy(asc(stores.name));
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}

/** The children a membership names must be this master's; a single studio has none to name. */
async function checkedScope(store: Store, input: { childScope?: "all" | "selected"; childStoreIds?: string[] }) {
  const scope = store.isMaster ? (input.childScope ?? "all") : "all";
  if (scope === "all") return { childScope: "all" as const, childStoreIds: [] as string[] };
  const own = new Set((await childrenOf(store)).map((c) => c._id));
  const ids = [...new Set(input.childStoreIds ?? [])];
  if (ids.some((id) => !own.has(id))) throw new AppError("bad_input", "Bitte wählen Sie nur Studios dieser Zentrale.", "childStoreIds");
  return { childScope: "selected" as const, childStoreIds: ids };
}

export async function teamOf(viewer: Viewer, store: Store): Promise<TeamDto> {
  assertOwnStore(viewer, store);
  const db = await getDb();
  const [members, invites, children] = await Promise.all([
    db.select().from(user).where(eq(user.storeId, store.id)).orderBy(desc(user.active), asc(user.name)),
    db
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.storeId, store.id), isNull(teamInvites.acceptedAt), gt(teamInvites.expiresAt, new Date())))
      .orderBy(desc(teamInvites.createdAt)),
    childrenOf(store),
  ]);
  return {
    members: members.map((m) => ({
      userId: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      childScope: m.childScope,
      childStoreIds: m.childStoreIds,
      active: m.active,
      lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
    })),
    invites: invites.map((i) => ({ id: i.id, email: i.email, name: i.name, role: i.role, expiresAt: i.expiresAt.toISOString() })),
    children,
  };
}

/** The invitation mail to an address that already has an account: no link, and what to do instead. */
function accountHolderInviteText(inviter: string, storeName: string, input: TeamInviteInput): string {
  return layoutMail({
    greetingName: input.name,
    body: [
      `${inviter} möchte Sie ins Team von ${storeName} im Küchenstudio-Portal einladen (Rolle: ${ROLE_LABELS[input.role]}).`,
      "Für Ihre E-Mail-Adresse besteht bereits ein Konto im Küchenstudio-Portal. Ein Konto gehört zu genau einem Studio, deshalb enthält diese E-Mail keinen Einladungslink.",
      `Wenn Sie dem Team beitreten möchten, bitten Sie ${inviter} um eine Einladung an eine andere E-Mail-Adresse.`,
    ],
    note: "Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.",
  });
}

/** The invitation with its one-time link, in the one mail layout. */
function inviteText(inviter: string, storeName: string, input: TeamInviteInput, link: string): string {
  return layoutMail({
    greetingName: input.name,
    body: [
      `${inviter} lädt Sie ins Team von ${storeName} im Küchenstudio-Portal ein (Rolle: ${ROLE_LABELS[input.role]}).`,
      `Über den Link unten legen Sie Ihr Passwort fest (gültig für ${INVITE_DAYS} Tage, nur einmal verwendbar).`,
    ],
    link: { label: "Ihre Einladung ins Team", url: link },
    note: "Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.",
  });
}

/** Invites a person by mail: a one-time link, valid INVITE_DAYS days, as a job on the queue (mail port). */
export async function inviteMember(viewer: Viewer, store: Store, input: TeamInviteInput): Promise<{ invite: TeamInviteDto }> {
  assertOwnStore(viewer, store);
  const scope = await checkedScope(store, input);
  const db = await getDb();
  const email = input.email.toLowerCase();
  // An address that already has an account (here or at any studio) gets the same answer and an open
  // invitation like any other, so the form tells nobody whether an address is known; only the mail to
  // that address says why it carries no link (an account belongs to one studio).
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000);
  const link = `${appUrl()}/einladung/${token}`;
  const invite = await db.transaction(async (tx) => {
    // A new invitation for the same address replaces an open one (only the newest link works).
    await tx.delete(teamInvites).where(and(eq(teamInvites.storeId, store.id), eq(teamInvites.email, email), isNull(teamInvites.acceptedAt)));
    const [row] = await tx
      .insert(teamInvites)
      .values({
        storeId: store.id,
        email,
        name: input.name,
        role: input.role,
        ...scope,
        tokenHash: tokenHash(token),
        invitedByUserId: viewer.userId,
        expiresAt,
      })
      .returning();
    await enqueueMail(tx, {
      to: email,
      subject: `Einladung ins Team von ${store.name}`,
      text: existing ? accountHolderInviteText(viewer.name, store.name, input) : inviteText(viewer.name, store.name, input, link),
    });
    await recordAudit(tx, {
      storeId: store.id,
      action: "member_invite",
      actor: actorOf(viewer),
      subject: `${input.name} <${email}> (${ROLE_LABELS[input.role]})`,
    });
    return row;
  });
  return { invite: { id: invite.id, email: invite.email, name: invite.name, role: invite.role, expiresAt: invite.expiresAt.toISOString() } };
}

/** Withdraws an open invitation: its link stops working at once (the row is deleted, with its token hash). */
export async function withdrawInvite(viewer: Viewer, store: Store, inviteId: string): Promise<{ ok: true }> {
  assertOwnStore(viewer, store);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(teamInvites)
      .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.storeId, store.id), isNull(teamInvites.acceptedAt)))
      .returning();
    if (!gone) throw new AppError("not_found", "Diese Einladung gibt es nicht mehr.");
    await recordAudit(tx, { storeId: store.id, action: "invite_withdraw", actor: actorOf(viewer), subject: `${gone.name} <${gone.email}>` });
    return { ok: true as const };
  });
}

/** Locks the studio's member rows and refuses a change that would leave no active owner. */
async function assertOwnerRemains(tx: Tx, storeId: string, changedUserId: string) {
  const owners = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.storeId, storeId), eq(user.role, "inhaber"), eq(user.active, true)))
    .for("update");
  if (!owners.some((o) => o.id !== changedUserId)) throw new AppError("rule", LAST_OWNER);
}

async function memberOf(tx: Tx, store: Store, userId: string) {
  const [member] = await tx
    .select()
    .from(user)
    .where(and(eq(user.id, userId), eq(user.storeId, store.id)))
    .for("update");
  if (!member) throw new AppError("not_found", "Dieses Teammitglied wurde nicht gefunden.", "userId");
  // Found by its studio, so it has one (only the operator's people have none).
  return { ...member, storeId: store.id };
}

export async function updateMember(viewer: Viewer, store: Store, input: TeamUpdateInput): Promise<{ member: TeamMemberDto }> {
  assertOwnStore(viewer, store);
  const scope = await checkedScope(store, input);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const member = await memberOf(tx, store, input.userId);
    if (member.role === "inhaber" && input.role !== "inhaber" && member.active) await assertOwnerRemains(tx, store.id, member.id);
    const [row] = await tx
      .update(user)
      .set({ role: input.role, ...scope, updatedAt: new Date() })
      .where(eq(user.id, member.id))
      .returning();
    await revokeLostCalendarTokens(tx, { ...row, storeId: store.id });
    if (member.role !== input.role) {
      await recordAudit(tx, {
        storeId: store.id,
        action: "role_change",
        actor: actorOf(viewer),
        subject: `${member.name}: ${ROLE_LABELS[member.role]} → ${ROLE_LABELS[input.role]}`,
        details: { userId: member.id, from: member.role, to: input.role },
      });
    }
    return row;
  });
  return {
    member: {
      userId: updated.id,
      name: updated.name,
      email: updated.email,
      role: updated.role,
      childScope: updated.childScope,
      childStoreIds: updated.childStoreIds,
      active: updated.active,
      lastSignInAt: updated.lastSignInAt?.toISOString() ?? null,
    },
  };
}

/** Deactivates a member: they cannot sign in any more and every session of theirs ends at once. */
export async function deactivateMember(viewer: Viewer, store: Store, userId: string): Promise<{ ok: true }> {
  assertOwnStore(viewer, store);
  if (userId === viewer.userId) throw new AppError("rule", SELF_DEACTIVATE_MESSAGE);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, store, userId);
    if (!member.active) return;
    if (member.role === "inhaber") await assertOwnerRemains(tx, store.id, member.id);
    await tx.update(user).set({ active: false, updatedAt: new Date() }).where(eq(user.id, member.id));
    await revokeLostCalendarTokens(tx, { ...member, active: false });
    await tx.delete(session).where(eq(session.userId, member.id));
    await recordAudit(tx, {
      storeId: store.id,
      action: "member_deactivate",
      actor: actorOf(viewer),
      subject: member.name,
      details: { userId: member.id },
    });
  });
  return { ok: true };
}

/** What the invitation page shows before the password is set; null for an unknown or used link. */
export async function inviteByToken(token: string): Promise<{ email: string; name: string; storeName: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: teamInvites.email, name: teamInvites.name, storeName: stores.name })
    .from(teamInvites)
    .innerJoin(stores, eq(stores.id, teamInvites.storeId))
    .where(and(eq(teamInvites.tokenHash, tokenHash(token)), isNull(teamInvites.acceptedAt), gt(teamInvites.expiresAt, new Date())));
  return row ?? null;
}

/**
 * Accepts an invitation: creates the member with the chosen password. The link works once (the row is
 * marked under a lock, so two tabs cannot both use it) and only within INVITE_DAYS days.
 */
export async function acceptInvite(token: string, password: string): Promise<{ email: string }> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.tokenHash, tokenHash(token)), isNull(teamInvites.acceptedAt), gt(teamInvites.expiresAt, new Date())))
      .for("update");
    if (!invite) throw new AppError("not_found", INVALID_INVITE, "token");
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${invite.email}`);
    if (taken) throw new AppError("conflict", "Für diese E-Mail-Adresse gibt es schon ein Konto.", "token");
    const userId = randomUUID();
    await tx.insert(user).values({
      id: userId,
      name: invite.name,
      email: invite.email,
      emailVerified: true,
      storeId: invite.storeId,
      role: invite.role,
      childScope: invite.childScope,
      childStoreIds: invite.childStoreIds,
    });
    await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    await tx.update(teamInvites).set({ acceptedAt: new Date() }).where(eq(teamInvites.id, invite.id));
    await recordAudit(tx, {
      storeId: invite.storeId,
      action: "member_join",
      actor: { userId, name: invite.name },
      subject: `${invite.name} (${ROLE_LABELS[invite.role]})`,
    });
    return { email: invite.email };
  });
}
