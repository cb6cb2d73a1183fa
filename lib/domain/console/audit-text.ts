/**
 * What the audit log shows for an entry: internal values (statuses) in their German labels, also for
 * entries written before the label was stored (issue 29: "Kunde KA-204363: negotiation" reads
 * "Kunde KA-204363: In Verhandlung").
 */
import { isProposalStatus, proposalStatusLabel } from "./proposal-status";

/** The subject of a status change as written: "Kunde {number}: {German status or zurückgesetzt}". */
export function statusChangeSubject(customerNumber: string, status: string | null | undefined): string {
  return `Kunde ${customerNumber}: ${isProposalStatus(status) ? proposalStatusLabel(status) : "zurückgesetzt"}`;
}

/** The subject as a person reads it; a status change's trailing internal value becomes its label. */
export function auditSubjectText(action: string, subject: string): string {
  if (action !== "status_change") return subject;
  const m = /^(.*): ([A-Za-z]+)$/.exec(subject);
  return m && isProposalStatus(m[2]) ? `${m[1]}: ${proposalStatusLabel(m[2])}` : subject;
}
