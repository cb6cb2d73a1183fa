import { z } from "zod";

/**
 * The CRM's record ID of a store, opportunity, proposal or lead as the endpoints accept it. Salesforce
 * IDs have 15 or 18 characters and the database's own ones 35 ("a0V" and a UUID's 32 hex digits); 40
 * leaves room without letting arbitrary text through.
 */
export const CRM_ID_MAX = 40;

export const CRM_ID_MESSAGES = {
  missing: "Bitte geben Sie die CRM-ID an.",
  tooLong: `Bitte geben Sie eine CRM-ID mit höchstens ${CRM_ID_MAX} Zeichen an.`,
} as const;

export const crmIdSchema = z
  .string({ error: CRM_ID_MESSAGES.missing })
  .trim()
  .min(1, { error: CRM_ID_MESSAGES.missing })
  .max(CRM_ID_MAX, { error: CRM_ID_MESSAGES.tooLong });
