import { z } from "zod";
import { isIsoDay } from "../platform/iso-day-rule";
import { compactIban, isValidBic, isValidIban } from "../platform/iban";

/** The inputs of the refund endpoints (refundMarkDone, refundAccount), shared by the screen and lib/api/endpoints/operator/refunds.ts. */

export const refundIdSchema = z.uuid({ error: "Diese Erstattung gibt es nicht." });

export const refundMarkDoneSchema = z.object({
  ids: z
    .array(refundIdSchema, { error: "Bitte wählen Sie die Erstattungen aus." })
    .min(1, "Bitte wählen Sie mindestens eine Erstattung aus.")
    .max(500, "Bitte markieren Sie höchstens 500 Erstattungen auf einmal."),
  date: z
    .string({ error: "Bitte geben Sie den Tag der Überweisung an." })
    .max(10, "Bitte geben Sie den Tag als JJJJ-MM-TT an.")
    .refine(isIsoDay, "Bitte geben Sie den Tag als JJJJ-MM-TT an.")
    .refine((s) => s >= "2000-01-01", "Der Tag liegt zu weit zurück."),
});

export const refundAccountSchema = z.object({
  id: refundIdSchema,
  iban: z
    .string({ error: "Bitte geben Sie die IBAN an." })
    .max(42, "Die IBAN ist zu lang.")
    .refine(isValidIban, "Die IBAN ist ungültig (Aufbau oder Prüfziffer falsch).")
    .transform(compactIban),
  bic: z
    .string({ error: "Die BIC muss ein Text sein." })
    .trim()
    .max(11, "Die BIC hat 8 oder 11 Zeichen.")
    .refine((s) => s === "" || isValidBic(s), "Die BIC ist ungültig (8 oder 11 Zeichen, z. B. BEVODEBBXXX).")
    .optional()
    .transform((s) => (s ? s.toUpperCase() : null)),
  accountHolder: z
    .string({ error: "Bitte geben Sie den Kontoinhaber an." })
    .trim()
    .min(1, "Bitte geben Sie den Kontoinhaber an.")
    .max(70, "Der Kontoinhaber ist länger als 70 Zeichen."),
});

export const refundsExportSchema = z.object({
  /** A batch exported before, to download its file again; absent: the refunds due now. */
  batch: z.string({ error: "Der Stapel muss ein Text sein." }).trim().max(35, "Unbekannter Stapel.").optional(),
});
