/**
 * Unlocking customer contact data and the store's status choice (SPEC 4 "Unlock").
 */
import type { ProposalStatus } from "./proposal-status";

/** Shown instead of phone and e-mail while locked (SPEC 4). */
export const LOCKED_TEXT = "Noch nicht sichtbar";

/** While the proposal is in one of these, the customer has not committed to this studio yet (or the studio declined). */
const LOCKING_STATUSES: readonly ProposalStatus[] = ["meetingPending", "appointmentSearch", "notAccepted", "declined"];

export interface UnlockInput {
  /** Opportunity crm.Direct_to_Store__c. */
  directToStore: boolean | null | undefined;
  /** Displayed status from deriveProposalStatus. */
  status: ProposalStatus;
  /** Proposal crm.Confirmed_Store_Visit_Date__c. */
  confirmedVisitDate: string | null | undefined;
  /** This proposal is the opportunity's winning proposal. */
  isWinner: boolean;
}

/**
 * Name, phone and e-mail are visible iff the opportunity is direct-to-store, or the status is not
 * meeting pending / appointment search / not accepted and either a visit is confirmed or the proposal won.
 */
export function isUnlocked(input: UnlockInput): boolean {
  if (input.directToStore) return true;
  if (LOCKING_STATUSES.includes(input.status)) return false;
  return !!input.confirmedVisitDate || input.isWinner;
}

/** Contact fields as the table shows them: the real values when unlocked, else hidden name and LOCKED_TEXT. */
export function visibleContact(
  unlocked: boolean,
  contact: { name: string; phone: string | null; email: string | null },
): { name: string | null; phone: string | null; email: string | null } {
  if (unlocked) return contact;
  return { name: null, phone: LOCKED_TEXT, email: LOCKED_TEXT };
}

/** Statuses a store may ever store by hand (the server accepts no others). */
export const STORE_EDITABLE_STATUSES = ["sold", "notSold", "negotiation"] as const satisfies readonly ProposalStatus[];

/** Statuses a store may choose for an unlocked row; narrow views offer only sold and not sold (SPEC 4). */
export function storeStatusOptions(narrow: boolean): ProposalStatus[] {
  return narrow ? ["sold", "notSold"] : [...STORE_EDITABLE_STATUSES];
}
