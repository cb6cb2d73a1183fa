import { z } from "zod";
import { ISO_DAY_PATTERN, isIsoDay } from "./iso-day-rule";

export { ISO_DAY_PATTERN, isIsoDay } from "./iso-day-rule";

export const ISO_DAY_MESSAGES = {
  missing: "Bitte geben Sie ein Datum an.",
  format: "Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.",
} as const;

/** zod: a day "YYYY-MM-DD" that exists, with German messages. */
export const isoDaySchema = z
  .string({ error: ISO_DAY_MESSAGES.missing })
  .regex(ISO_DAY_PATTERN, { error: ISO_DAY_MESSAGES.format })
  .refine(isIsoDay, { error: ISO_DAY_MESSAGES.format });
