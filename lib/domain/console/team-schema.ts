import { z } from "zod";
import { ROLES } from "../platform/roles";

/** Inputs of the team endpoints (storeTeamInvite, storeTeamUpdate, storeTeamDeactivate, teamInviteAccept). */
const role = z.enum(ROLES, { error: "Bitte wählen Sie eine Rolle: Inhaber, Verkauf oder Einkauf." });
const childScope = z.enum(["all", "selected"], { error: "Bitte wählen Sie alle oder ausgewählte Studios." });
const childStoreIds = z.array(z.uuid({ error: "Unbekanntes Studio." })).max(200);
const userId = z.string().trim().min(1, "Bitte wählen Sie ein Teammitglied.").max(100);

export const teamInviteSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email("Bitte geben Sie eine gültige E-Mail-Adresse ein."),
  name: z.string().trim().min(1, "Bitte geben Sie den Namen ein.").max(120),
  role,
  childScope: childScope.optional(),
  childStoreIds: childStoreIds.optional(),
});
export type TeamInviteInput = z.output<typeof teamInviteSchema>;

export const teamUpdateSchema = z.object({ userId, role, childScope: childScope.optional(), childStoreIds: childStoreIds.optional() });
export type TeamUpdateInput = z.output<typeof teamUpdateSchema>;

export const teamDeactivateSchema = z.object({ userId });

/** Why a member's own row offers no "Deaktivieren" (issue 29), and the server's answer if asked anyway. */
export const SELF_DEACTIVATE_MESSAGE = "Sie können sich nicht selbst deaktivieren. Das kann eine andere Person mit der Rolle Inhaber tun.";

export const teamInviteWithdrawSchema = z.object({ inviteId: z.uuid({ error: "Unbekannte Einladung." }) });

export const inviteAcceptSchema = z.object({
  token: z.string().trim().min(20, "Der Einladungslink ist unvollständig.").max(200),
  password: z.string().min(8, "Das Passwort muss mindestens 8 Zeichen lang sein.").max(128),
});

export const auditLogQuerySchema = z.object({
  cursor: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const AUDIT_LABELS: Record<string, string> = {
  sign_in: "Anmeldung",
  role_change: "Rolle geändert",
  member_invite: "Einladung verschickt",
  member_join: "Einladung angenommen",
  invite_withdraw: "Einladung zurückgezogen",
  member_deactivate: "Mitglied deaktiviert",
  order: "Bestellung",
  status_change: "Status geändert",
  profile_save: "Profil gespeichert",
};
