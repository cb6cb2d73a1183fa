import { z } from "zod";

// Information and erasure on request (issue 34, docs/deletion-concept.md "Auskunft und Löschung auf
// Antrag"): what an operator may search for, and how it is compared with what is stored.

export type PrivacyQuery = { kind: "email"; value: string } | { kind: "phone"; value: string } | { kind: "customerNumber"; value: string };

/** What the search field takes; the message tells the operator what to type. */
export const PRIVACY_QUERY_MESSAGE = "Bitte geben Sie eine E-Mail-Adresse, eine Telefonnummer oder eine Kundennummer (KA-…) ein.";

/**
 * The comparable form of a phone number: digits only, without the country code +49/0049 or the
 * leading 0 of the area code, so "+49 151 2345678", "0049 1512345678" and "0151 234 5678" are one
 * number. The same rule runs in SQL (`PHONE_KEY_SQL_PATTERN`) over the stored numbers.
 */
export function phoneKey(phone: string): string {
  const compact = phone.replace(/[^0-9+]/g, "");
  return compact.replace(/^(\+49|0049|\+|0+)/, "").replace(/\D/g, "");
}

/** The pattern the SQL side strips from `regexp_replace(phone, '[^0-9+]', '', 'g')` to reach `phoneKey`. */
export const PHONE_KEY_SQL_PATTERN = "^(\\+49|0049|\\+|0+)";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CUSTOMER_NUMBER = /^KA-?\d{3,}$/i;

/** Reads the search field: an e-mail, a customer number (KA-123456) or a phone number (at least 6 digits); else null. */
export function parsePrivacyQuery(raw: string): PrivacyQuery | null {
  const text = raw.trim();
  if (EMAIL.test(text)) return { kind: "email", value: text.toLowerCase() };
  if (CUSTOMER_NUMBER.test(text)) return { kind: "customerNumber", value: `KA-${text.replace(/^KA-?/i, "")}` };
  if (/^[0-9+()/\s.-]+$/.test(text)) {
    const key = phoneKey(text);
    if (key.length >= 6) return { kind: "phone", value: key };
  }
  return null;
}

export const privacySearchSchema = z.object({
  query: z
    .string({ error: PRIVACY_QUERY_MESSAGE })
    .trim()
    .min(1, PRIVACY_QUERY_MESSAGE)
    .max(200, PRIVACY_QUERY_MESSAGE)
    .refine((q) => parsePrivacyQuery(q) !== null, PRIVACY_QUERY_MESSAGE),
});

const SUBJECT_MESSAGE = "Die Suche ist abgelaufen oder ungültig. Bitte suchen Sie erneut.";
/** The opaque subject token of a search (see lib/server/operator/privacy-subject.ts). */
const subjectIdSchema = z.string({ error: SUBJECT_MESSAGE }).trim().min(20, SUBJECT_MESSAGE).max(4000, SUBJECT_MESSAGE);

export const PRIVACY_EXPORT_FORMATS = ["json", "pdf"] as const;
export const privacyExportSchema = z.object({
  subjectId: subjectIdSchema,
  format: z.enum(PRIVACY_EXPORT_FORMATS, { error: "Bitte wählen Sie das Format json oder pdf." }),
});

export const privacyEraseSchema = z.object({
  subjectId: subjectIdSchema,
  confirm: z.literal(true, { error: "Bitte bestätigen Sie die Löschung." }),
});

/** The kinds of records a person's search lists, with their German labels. */
export const PRIVACY_RECORD_LABELS = {
  request: "Anfrage",
  proposal: "Angebot",
  appointment: "Termin",
  sale: "Verkauf",
  comment: "Kommentar",
  file: "Datei",
  decline: "Absage",
  notification: "Benachrichtigung",
  finance: "Finanzierungsanfrage",
  access: "Zugriffsprotokoll",
  copy: "Kopie in einer Nachricht",
} as const;
export type PrivacyRecordKind = keyof typeof PRIVACY_RECORD_LABELS;

export const PRIVACY_REQUEST_LABELS = { auskunft: "Auskunft", loeschung: "Löschung" } as const;
