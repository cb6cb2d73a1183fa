import { endpoint } from "../../define";
import {
  auditLogQuerySchema,
  inviteAcceptSchema,
  teamDeactivateSchema,
  teamInviteSchema,
  teamInviteWithdrawSchema,
  teamUpdateSchema,
} from "@/lib/domain/console/team-schema";
import { acceptInvite, deactivateMember, inviteMember, teamOf, updateMember, withdrawInvite } from "@/lib/server/console/team";
import { auditPage } from "@/lib/server/console/audit-log";
import { forbidden } from "@/lib/server/platform/errors";

/** The team page (/stores/{slug}/team) and the invitation page (/einladung/{token}), issue 19. */
export const teamEndpoints = [
  endpoint({
    name: "storeTeam",
    method: "GET",
    access: "store",
    capability: "team",
    handler: async ({ viewer, store }) => teamOf(viewer, store),
  }),
  endpoint({
    name: "storeTeamInvite",
    method: "POST",
    access: "store",
    capability: "team",
    input: teamInviteSchema,
    handler: async ({ viewer, store, input }) => inviteMember(viewer, store, input),
  }),
  endpoint({
    name: "storeTeamInviteWithdraw",
    method: "POST",
    access: "store",
    capability: "team",
    input: teamInviteWithdrawSchema,
    handler: async ({ viewer, store, input }) => withdrawInvite(viewer, store, input.inviteId),
  }),
  endpoint({
    name: "storeTeamUpdate",
    method: "POST",
    access: "store",
    capability: "team",
    input: teamUpdateSchema,
    handler: async ({ viewer, store, input }) => updateMember(viewer, store, input),
  }),
  endpoint({
    name: "storeTeamDeactivate",
    method: "POST",
    access: "store",
    capability: "team",
    input: teamDeactivateSchema,
    handler: async ({ viewer, store, input }) => deactivateMember(viewer, store, input.userId),
  }),
  endpoint({
    // No sign-in: the one-time token of the invitation mail is the proof.
    name: "teamInviteAccept",
    method: "POST",
    access: "public",
    capability: undefined,
    input: inviteAcceptSchema,
    handler: async ({ input }) => acceptInvite(input.token, input.password),
  }),
  endpoint({
    name: "storeAuditLog",
    method: "GET",
    access: "store",
    capability: "team",
    input: auditLogQuerySchema,
    handler: async ({ viewer, store, input }) => {
      if (store.id !== viewer.store.id) throw forbidden();
      return auditPage(store.id, { cursor: input.cursor, limit: input.limit });
    },
  }),
] as const;
