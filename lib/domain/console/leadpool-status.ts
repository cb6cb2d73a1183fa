/**
 * Lead pool sales status (SPEC 4 "Lead pool status").
 */

export const LEADPOOL_STATUS_IDS = ["statusBeforeSchedule", "statusSold", "statusClosedLost", "statusNegotiation"] as const;

export type LeadpoolStatusId = (typeof LEADPOOL_STATUS_IDS)[number];

/** Labels exactly as SPEC 4 names them. */
export const LEADPOOL_STATUS_LABELS: Record<LeadpoolStatusId, string> = {
  statusBeforeSchedule: "Terminsuche",
  statusSold: "Kunde hat gekauft",
  statusClosedLost: "Nicht verkauft",
  statusNegotiation: "In Verhandlung",
};

export function isLeadpoolStatusId(value: unknown): value is LeadpoolStatusId {
  return typeof value === "string" && (LEADPOOL_STATUS_IDS as readonly string[]).includes(value);
}

export interface LeadpoolStatusSources {
  /** A status passed explicitly (e.g. just chosen, before the server answered). */
  passed?: string | null;
  /** Lead storeEditedStatus. */
  storeEdited?: string | null;
  /** Lead leadpool.leadpoolStatus. */
  leadpool?: string | null;
}

/**
 * Effective status: explicitly passed, else store-edited, else lead pool status, else
 * statusBeforeSchedule (SPEC 4). Values that are not status ids count as unset.
 */
export function effectiveLeadpoolStatus(sources: LeadpoolStatusSources): LeadpoolStatusId {
  for (const value of [sources.passed, sources.storeEdited, sources.leadpool]) {
    if (isLeadpoolStatusId(value)) return value;
  }
  return "statusBeforeSchedule";
}

/** Statuses changeStoreLeadpoolStatus accepts. */
export const SETTABLE_LEADPOOL_STATUSES = ["statusSold", "statusClosedLost", "statusNegotiation"] as const satisfies readonly LeadpoolStatusId[];

/** Wide screens offer sold, closed-lost and negotiation; narrow expanded rows only sold and closed-lost. */
export function leadpoolStatusOptions(narrow: boolean): LeadpoolStatusId[] {
  return narrow ? ["statusSold", "statusClosedLost"] : [...SETTABLE_LEADPOOL_STATUSES];
}
