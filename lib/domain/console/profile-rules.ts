/**
 * Rules of the studio profile, advisors and store comments (SPEC 5, SPEC 9).
 * The zod schemas are shared by the forms (react-hook-form resolver) and the endpoints (DECISIONS "Stack").
 */
import { z } from "zod";
import { TEXT_LIMITS, tooLongMessage } from "../platform/text-limits";
import { COMMENT_EMPTY } from "./comment-rule";

/** Shop margin percentage bounds (SPEC 5, SPEC 9). */
export const MARGIN_MIN = 0;
export const MARGIN_MAX = 200;

/**
 * Shop margin input: digits only, clamped to 0..200 (SPEC 5). Everything that is not a digit is dropped
 * while typing, so "1a5" becomes 15 and an empty field 0.
 */
export function clampMargin(input: string): number {
  const digits = input.replace(/\D/g, "");
  if (digits === "") return MARGIN_MIN;
  return Math.min(MARGIN_MAX, Math.max(MARGIN_MIN, Number(digits)));
}

export const PROFILE_MESSAGES = {
  downPayment: "Die Anzahlung muss eine ganze Zahl zwischen 0 und 100 sein.",
  emailMissing: "Bitte geben Sie eine E-Mail-Adresse an.",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
  phoneMissing: "Bitte geben Sie eine Telefonnummer an.",
  phoneTooShort: "Die Telefonnummer muss mindestens 6 Zeichen lang sein.",
  salutation: "Bitte wählen Sie eine Anrede.",
  /** SPEC 5 / SPEC 8: store comment. */
  commentEmpty: COMMENT_EMPTY,
  /** SPEC 5 / SPEC 8: profile street, worded exactly so (sic). */
  streetMissing: "Bitte geben Sie die Straße an.",
} as const;

/** Down payment percent: 0 to 100, step 1 (SPEC 5). */
export const downPaymentSchema = z
  .number({ error: PROFILE_MESSAGES.downPayment })
  .int({ error: PROFILE_MESSAGES.downPayment })
  .min(0, { error: PROFILE_MESSAGES.downPayment })
  .max(100, { error: PROFILE_MESSAGES.downPayment });

/** Null when valid, else the German message. */
export function validateDownPayment(value: number): string | null {
  return downPaymentSchema.safeParse(value).success ? null : PROFILE_MESSAGES.downPayment;
}

/** Advantage badges a studio can pick (SPEC 9: a fixed list of 27 options; stored in USP__c). */
export const ADVANTAGE_BADGES = [
  "Schnelle Lieferung",
  "Große Ausstellung",
  "Eigenes Montageteam",
  "Kostenloses WLAN",
  "0%-Finanzierung",
  "Barrierefrei",
  "Beratung per Videocall",
  "Kostenlose Parkplätze",
  "Kinderspielecke",
  "3D-Planung",
  "Kostenloses Aufmaß vor Ort",
  "Festpreisgarantie",
  "Altküchenentsorgung",
  "Elektro- und Wasseranschluss",
  "Beratung am Wochenende",
  "Beratung nach Feierabend",
  "Beratung ohne Termin",
  "Mehrsprachige Beratung",
  "Nachhaltige Materialien",
  "Kochevents im Studio",
  "Familienbetrieb",
  "Meisterbetrieb",
  "Umbau und Modernisierung",
  "Ersatzteilservice",
  "Verlängerte Garantie",
  "Kaffee und Getränke",
  "Beratung bei Ihnen zu Hause",
] as const;

export type AdvantageBadge = (typeof ADVANTAGE_BADGES)[number];

/** USP__c is a semicolon list (SPEC 3); unknown entries are dropped, order follows ADVANTAGE_BADGES. */
export function parseAdvantages(usp: string | null | undefined): AdvantageBadge[] {
  const chosen = new Set((usp ?? "").split(";").map((s) => s.trim()));
  return ADVANTAGE_BADGES.filter((badge) => chosen.has(badge));
}

export function serializeAdvantages(badges: readonly string[]): string {
  const chosen = new Set(badges);
  return ADVANTAGE_BADGES.filter((badge) => chosen.has(badge)).join(";");
}

/** A pragmatic e-mail pattern: something@something.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SALUTATIONS = ["Frau", "Herr"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/**
 * Advisor (kitchen planner, SPEC 3) as edited on the "Berater" tab. Separate messages for a missing
 * and a malformed e-mail (SPEC 5: "for adding and fixing"); abort stops the second message for "".
 */
export const advisorSchema = z.object({
  Id: z.string().max(TEXT_LIMITS.id).optional(),
  Salutation: z.enum(SALUTATIONS, { error: PROFILE_MESSAGES.salutation }),
  // The advisors are shown on the public studio page: a name is a name, not a document.
  FirstName: z
    .string()
    .trim()
    .max(TEXT_LIMITS.name, { error: tooLongMessage(TEXT_LIMITS.name) })
    .default(""),
  LastName: z
    .string()
    .trim()
    .max(TEXT_LIMITS.name, { error: tooLongMessage(TEXT_LIMITS.name) })
    .default(""),
  Email: z
    .string({ error: PROFILE_MESSAGES.emailMissing })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.emailMissing, abort: true })
    .max(TEXT_LIMITS.email, { error: PROFILE_MESSAGES.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, { error: PROFILE_MESSAGES.emailInvalid }),
  Phone: z
    .string({ error: PROFILE_MESSAGES.phoneMissing })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.phoneMissing, abort: true })
    .min(6, { error: PROFILE_MESSAGES.phoneTooShort })
    .max(TEXT_LIMITS.phone, { error: tooLongMessage(TEXT_LIMITS.phone) }),
});

export type Advisor = z.infer<typeof advisorSchema>;

/** Store comment on a proposal: must not be empty after trimming (SPEC 5). */
export const commentSchema = z
  .string({ error: PROFILE_MESSAGES.commentEmpty })
  .trim()
  .min(1, { error: PROFILE_MESSAGES.commentEmpty })
  .max(TEXT_LIMITS.comment, { error: tooLongMessage(TEXT_LIMITS.comment) });

/** The browser's check of the same rule, without zod (comment-rule.ts). */
export { validateComment } from "./comment-rule";

/** Studio profile street (BillingStreet): required, with the message SPEC 5 gives. */
export const streetSchema = z
  .string({ error: PROFILE_MESSAGES.streetMissing })
  .trim()
  .min(1, { error: PROFILE_MESSAGES.streetMissing })
  .max(TEXT_LIMITS.name, { error: tooLongMessage(TEXT_LIMITS.name) });
