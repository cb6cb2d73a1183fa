"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

type MemberChange = Omit<EndpointInput<"storeTeamUpdate", "POST">, "storeSlug" | "userId">;
type Invitation = Omit<EndpointInput<"storeTeamInvite", "POST">, "storeSlug">;

/** storeTeam: members, open invitations and the children a membership can cover. */
export function useTeam(storeSlug: string) {
  return useQuery({ queryKey: queryKeys.team(storeSlug), queryFn: () => api.get("storeTeam", { storeSlug }) });
}

/** storeAuditLog: one page of 20 entries, newest first; `cursor` null is the first page. */
export function useAuditLog(storeSlug: string, cursor: string | null) {
  return useQuery({
    queryKey: queryKeys.auditLogPage(storeSlug, cursor),
    queryFn: () => api.get("storeAuditLog", { storeSlug, cursor: cursor ?? undefined, limit: 20 }),
  });
}

/** Reloads the team and every audit-log page after a change to either. */
function useTeamRefresh(storeSlug: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: queryKeys.team(storeSlug) });
    void qc.invalidateQueries({ queryKey: queryKeys.auditLog(storeSlug) });
  };
}

/** storeTeamInvite: sends an invitation mail. */
export function useInviteMember(storeSlug: string) {
  const refresh = useTeamRefresh(storeSlug);
  return useMutation({ mutationFn: (v: Invitation) => api.post("storeTeamInvite", { storeSlug, ...v }), onSuccess: refresh });
}

/** storeTeamUpdate: a member's role and the children the membership covers. */
export function useUpdateMember(storeSlug: string, userId: string) {
  const refresh = useTeamRefresh(storeSlug);
  return useMutation({ mutationFn: (v: MemberChange) => api.post("storeTeamUpdate", { storeSlug, userId, ...v }), onSuccess: refresh });
}

/** storeTeamDeactivate: signs the member out for good. */
export function useDeactivateMember(storeSlug: string, userId: string) {
  const refresh = useTeamRefresh(storeSlug);
  return useMutation({ mutationFn: () => api.post("storeTeamDeactivate", { storeSlug, userId }), onSuccess: refresh });
}

/** storeTeamInviteWithdraw: the invitation's link stops working. */
export function useWithdrawInvite(storeSlug: string, inviteId: string) {
  const refresh = useTeamRefresh(storeSlug);
  return useMutation({ mutationFn: () => api.post("storeTeamInviteWithdraw", { storeSlug, inviteId }), onSuccess: refresh });
}
