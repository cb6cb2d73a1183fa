/**
 * Input rules of the console's writes (SPEC.md sections 4 "Unlock" and 5), shared by the forms and the
 * endpoints dbUpdate, crmUpdate and proposalAddComment. German messages, because the server's 400
 * answer is shown to the studio as it is.
 */
import { z } from "zod";
import { earliestPickableDay } from "./pickable-day";
import { commentSchema } from "./profile-rules";
import { isValidYyyymmdd, toDate } from "../platform/format";
import { STORE_EDITABLE_STATUSES } from "./unlock";
import { TEXT_LIMITS } from "../platform/text-limits";

export const WRITE_MESSAGES = {
  status: "Bitte wählen Sie einen gültigen Status: Kunde hat gekauft, Nicht verkauft oder In Verhandlung.",
  soldPrice: "Der Verkaufspreis muss eine Zahl ab 0 sein.",
  date: "Bitte geben Sie ein gültiges Datum an.",
  dateTooEarly: "Das Datum darf nicht vor gestern liegen.",
  commentDate: "Das Kommentardatum ist ungültig.",
  locked: "Dieses Angebot ist noch nicht freigeschaltet. Änderungen sind erst nach der Freischaltung möglich.",
  nothing: "Es wurde keine Änderung übermittelt.",
} as const;

export { earliestPickableDay } from "./pickable-day";

export function isPickableDate(value: string, now: Date): boolean {
  const date = toDate(value);
  return date !== null && date.getTime() >= earliestPickableDay(now).getTime();
}

/** A date (YYYY-MM-DD or ISO date-time) that is not before yesterday, checked when parsed. */
export const pickableDateSchema = z
  .string({ error: WRITE_MESSAGES.date })
  .trim()
  .max(TEXT_LIMITS.date, { error: WRITE_MESSAGES.date, abort: true })
  .refine((v) => toDate(v) !== null, { error: WRITE_MESSAGES.date, abort: true })
  .refine((v) => isPickableDate(v, new Date()), { error: WRITE_MESSAGES.dateTooEarly });

export const storeStatusSchema = z.enum(STORE_EDITABLE_STATUSES, {
  error: WRITE_MESSAGES.status,
});

/** Euros as typed by the studio; negative or non-numbers are refused (not clamped). */
export const soldPriceSchema = z
  .number({ error: WRITE_MESSAGES.soldPrice })
  .finite({ error: WRITE_MESSAGES.soldPrice })
  .min(0, { error: WRITE_MESSAGES.soldPrice })
  .max(10_000_000, { error: WRITE_MESSAGES.soldPrice });

/** The "tree" of dbUpdate type Proposal (SPEC 7). At least one field; null clears a value. */
export const proposalTreeSchema = z
  .strictObject({
    storeEditedStatus: storeStatusSchema.optional(),
    /** Accepted for compatibility; the server stamps its own time (SPEC 4: stored with a timestamp). */
    storeEditedStatusTimestamp: z.string().max(TEXT_LIMITS.date).optional(),
    storeEditedSoldPrice: soldPriceSchema.nullable().optional(),
    storeCustomAppointmentDate: pickableDateSchema.nullable().optional(),
  })
  .refine((t) => t.storeEditedStatus !== undefined || t.storeEditedSoldPrice !== undefined || t.storeCustomAppointmentDate !== undefined, {
    error: WRITE_MESSAGES.nothing,
  });

export type ProposalTree = z.infer<typeof proposalTreeSchema>;

/** The "tree" of crmUpdate type Opportunity (SPEC 7): only the installation date. */
export const opportunityTreeSchema = z.strictObject({
  Installation_Date__c: pickableDateSchema.nullable(),
});

/** proposalAddComment entry (SPEC 3: date as YYYYMMDD number plus the text). */
export const commentEntrySchema = z.object({
  date: z
    .number({ error: WRITE_MESSAGES.commentDate })
    .int({ error: WRITE_MESSAGES.commentDate })
    .min(10000101, { error: WRITE_MESSAGES.commentDate })
    .max(99991231, { error: WRITE_MESSAGES.commentDate })
    .refine(isValidYyyymmdd, { error: WRITE_MESSAGES.commentDate }),
  value: commentSchema,
});

/** Euros to integer cents for storage (DECISIONS "Money and dates"). */
export function eurosToCentsExact(euros: number): number {
  return Math.round(euros * 100);
}
