/**
 * The "NEUE ANFRAGE" financing form of the lead pool (SPEC 2.4). SPEC 5 leaves its validation open
 * ("not shown"); these limits are what a bank asks for: a name, a positive sum, a term in whole months,
 * a reachable phone and e-mail.
 */
import { z } from "zod";
import { EMAIL_PATTERN } from "./profile-rules";

export const FINANCE_MESSAGES = {
  name: "Bitte geben Sie einen Namen an.",
  amount: "Bitte geben Sie eine Finanzierungssumme zwischen 500 und 250.000 € an.",
  term: "Bitte geben Sie eine Laufzeit zwischen 6 und 120 Monaten an.",
  phone: "Die Telefonnummer muss mindestens 6 Zeichen lang sein.",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
} as const;

export const financeRequestSchema = z.object({
  name: z.string({ error: FINANCE_MESSAGES.name }).trim().min(1, { error: FINANCE_MESSAGES.name }).max(120, { error: FINANCE_MESSAGES.name }),
  /** Euros; at most two decimals. */
  amount: z
    .number({ error: FINANCE_MESSAGES.amount })
    .min(500, { error: FINANCE_MESSAGES.amount })
    .max(250_000, { error: FINANCE_MESSAGES.amount })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: FINANCE_MESSAGES.amount }),
  termMonths: z
    .number({ error: FINANCE_MESSAGES.term })
    .int({ error: FINANCE_MESSAGES.term })
    .min(6, { error: FINANCE_MESSAGES.term })
    .max(120, { error: FINANCE_MESSAGES.term }),
  phone: z.string({ error: FINANCE_MESSAGES.phone }).trim().min(6, { error: FINANCE_MESSAGES.phone }).max(40, { error: FINANCE_MESSAGES.phone }),
  email: z
    .string({ error: FINANCE_MESSAGES.email })
    .trim()
    .max(254, { error: FINANCE_MESSAGES.email })
    .regex(EMAIL_PATTERN, { error: FINANCE_MESSAGES.email }),
});

export type FinanceRequestForm = z.infer<typeof financeRequestSchema>;
