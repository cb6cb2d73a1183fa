/**
 * "Kein Interesse": a studio declines a lead of its pool or a received request, with a reason from a
 * fixed list and whether it has contacted the customer. The reason goes to the CRM and into the
 * master's statistics.
 */
import { z } from "zod";

import { DECLINE_REASON_LABELS, DECLINE_REASONS, type DeclineReason } from "./decline-reasons";

export { DECLINE_REASON_LABELS, DECLINE_REASONS, type DeclineReason } from "./decline-reasons";

/** Longest free text for "Sonstiges". */
export const DECLINE_TEXT_MAX = 500;

export const DECLINE_MESSAGES = {
  reason: "Bitte wählen Sie einen Grund aus.",
  text: "Bitte beschreibe den Grund.",
  textTooLong: `Der Grund darf höchstens ${DECLINE_TEXT_MAX} Zeichen lang sein.`,
  contacted: "Bitte geben Sie an, ob der Kunde kontaktiert wurde.",
  target: "Bitte geben Sie eine Lead-Nummer oder eine Planung an.",
} as const;

/** What the dialog sends and the endpoint checks: the reason, the text for "Sonstiges", contacted. */
export const declineFieldsSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, { error: DECLINE_MESSAGES.reason }),
    text: z.string({ error: DECLINE_MESSAGES.text }).trim().max(DECLINE_TEXT_MAX, { error: DECLINE_MESSAGES.textTooLong }).optional(),
    contacted: z.boolean({ error: DECLINE_MESSAGES.contacted }),
  })
  .superRefine((v, ctx) => {
    if (v.reason === "other" && !v.text) ctx.addIssue({ code: "custom", path: ["text"], message: DECLINE_MESSAGES.text });
  });

/** The decline as stored: the text only for "Sonstiges" (another reason needs none). */
export function normalizeDecline(v: { reason: DeclineReason; text?: string; contacted: boolean }): {
  reason: DeclineReason;
  text: string | null;
  contacted: boolean;
} {
  return { reason: v.reason, text: v.reason === "other" ? (v.text ?? "").trim() || null : null, contacted: v.contacted };
}

/** The fields pushed to the CRM record (Salesforce names; the adapter sends them as they are). */
export function declineCrmFields(v: { reason: DeclineReason; text: string | null; contacted: boolean }, at: Date): Record<string, unknown> {
  return {
    Store_Decline_Reason__c: DECLINE_REASON_LABELS[v.reason],
    Store_Decline_Comment__c: v.text,
    Store_Customer_Contacted__c: v.contacted,
    Store_Declined_At__c: at.toISOString(),
  };
}

/** The same fields emptied when the studio takes its decline back ("Rückgängig"). */
export function declineUndoCrmFields(): Record<string, unknown> {
  return { Store_Decline_Reason__c: null, Store_Decline_Comment__c: null, Store_Customer_Contacted__c: null, Store_Declined_At__c: null };
}
