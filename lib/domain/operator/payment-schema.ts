import { z } from "zod";
import { isIsoDay } from "../platform/iso-day-rule";
import { eurosToCents } from "../platform/money";

/**
 * The inputs of the payment desk's endpoints (paymentRecord, paymentAssign, paymentDismiss), shared by
 * the screen's forms and the endpoints (lib/api/endpoints/operator/payments.ts).
 */

const idfs = z
  .string({ error: "Bitte geben Sie die Bestellnummer an." })
  .trim()
  .min(1, "Bitte geben Sie die Bestellnummer an.")
  .max(30, "Die Bestellnummer ist länger als 30 Zeichen.");

export const paymentRecordSchema = z
  .object({
    idfs,
    amount: z
      .number({ error: "Bitte geben Sie den Betrag in Euro an." })
      .positive("Der Betrag muss größer als 0 sein.")
      .max(10_000_000, "Der Betrag ist zu groß.")
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "Der Betrag hat mehr als zwei Nachkommastellen."),
    date: z
      .string({ error: "Bitte geben Sie den Tag des Zahlungseingangs an." })
      .max(10, "Bitte geben Sie den Tag als JJJJ-MM-TT an.")
      .refine(isIsoDay, "Bitte geben Sie den Tag als JJJJ-MM-TT an.")
      .refine((s) => s >= "2000-01-01", "Der Tag liegt zu weit zurück."),
    payer: z.string({ error: "Der Zahler muss ein Text sein." }).trim().max(140, "Der Zahler ist länger als 140 Zeichen.").default(""),
    reference: z
      .string({ error: "Der Verwendungszweck muss ein Text sein." })
      .trim()
      .max(140, "Der Verwendungszweck ist länger als 140 Zeichen.")
      .default(""),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: eurosToCents(amount) }));

export const paymentIdSchema = z.uuid({ error: "Diese Zahlung gibt es nicht." });

export const paymentAssignSchema = z.object({ paymentId: paymentIdSchema, idfs });
export const paymentDismissSchema = z.object({ paymentId: paymentIdSchema });

/** The largest statement file taken: some 1,300 bookings. */
export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;
export const MAX_STATEMENT_LABEL = "2 MB";
