"use client";

import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { ProposalTree } from "@/lib/domain/console/console-writes";
import { useReplaceProposal, type ProposalRow } from "../shell/use-console-data";

/** dbUpdate type Proposal; the answer (the changed proposal) replaces the cached row. */
export function useProposalUpdate(slug: string, row: ProposalRow) {
  const replace = useReplaceProposal(slug);
  return useMutation({
    mutationFn: async (tree: ProposalTree) => (await api.post("dbUpdate", { type: "Proposal", id: row.id, tree })) as ProposalRow,
    onSuccess: replace,
  });
}

/** crmUpdate type Opportunity (installation date). */
export function useInstallationUpdate(slug: string, row: ProposalRow) {
  const replace = useReplaceProposal(slug);
  return useMutation({
    mutationFn: async (date: string | null) =>
      (await api.post("crmUpdate", { type: "Opportunity", crmId: row.opportunity.crm.Id, tree: { Installation_Date__c: date } })) as {
        Installation_Date__c: string | null;
      },
    onSuccess: (res) =>
      replace({ ...row, opportunity: { ...row.opportunity, crm: { ...row.opportunity.crm, Installation_Date__c: res.Installation_Date__c } } }),
  });
}

/** proposalAddComment. */
export function useAddComment(slug: string, row: ProposalRow) {
  const replace = useReplaceProposal(slug);
  return useMutation({
    mutationFn: async (entry: { date: number; value: string }) => (await api.post("proposalAddComment", { id: row.id, entry })) as ProposalRow,
    onSuccess: replace,
  });
}
