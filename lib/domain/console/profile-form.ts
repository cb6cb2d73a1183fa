/**
 * The studio profile as crmUpdate type Store accepts it (SPEC 3 "Store crm", SPEC 5 "Studio profile",
 * "Down payment", "Opening times"). One schema for the "Das Studio" form and the endpoint.
 */
import { z } from "zod";
import { documentText } from "../platform/hostile-text";
import { isClosed, salesforceFieldNames, validateOpeningHours, valueToHour, WEEKDAYS, type OpeningDay } from "./opening-hours";
import { ADVANTAGE_BADGES, downPaymentSchema, EMAIL_PATTERN, MARGIN_MAX, MARGIN_MIN, streetSchema } from "./profile-rules";
import { ISO_DAY_PATTERN, isIsoDay } from "../platform/iso-day";

export const PROFILE_FORM_MESSAGES = {
  required: "Dieses Feld kann nicht leer sein",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
  amount: "Bitte geben Sie einen Betrag in ganzen Euro ab 0 an.",
  date: "Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.",
  hour: "Bitte wählen Sie eine volle Stunde zwischen 00:00 und 23:00.",
  advantage: "Unbekannter Vorteil.",
  margin: `Die Marge muss eine ganze Zahl zwischen ${MARGIN_MIN} und ${MARGIN_MAX} sein.`,
} as const;

// The studio's name and address reach its orders and invoices: the hostile-text rule (issue 45).
const text = (max = 255) => z.string().trim().max(max).superRefine(documentText);
const optionalText = (max = 255) => text(max).nullable().optional();
const hour = z
  .string()
  .regex(/^([01]\d|2[0-3]):00:00\.000Z$/, { error: PROFILE_FORM_MESSAGES.hour })
  .nullable()
  .optional();
const euros = z
  .number({ error: PROFILE_FORM_MESSAGES.amount })
  .int({ error: PROFILE_FORM_MESSAGES.amount })
  .min(0, { error: PROFILE_FORM_MESSAGES.amount })
  .max(10_000_000, { error: PROFILE_FORM_MESSAGES.amount });
/** Semicolon lists (Suppliers__c, USP__c ...) as SPEC 3 stores them. */
const semicolonList = z.string().max(4000);

const dayFields: Record<string, z.ZodType> = {};
for (const day of WEEKDAYS) {
  const f = salesforceFieldNames(day);
  dayFields[f.start] = hour;
  dayFields[f.morningEnd] = hour;
  dayFields[f.afternoonStart] = hour;
  dayFields[f.end] = hour;
  dayFields[f.byArrangement] = z.boolean().nullable().optional();
}

/** Fields a studio may change; everything else (Id, Store_Type__c, Is_Test__c ...) is refused. */
export const storeProfileTreeSchema = z
  .object({
    Name: text(120).min(1, { error: PROFILE_FORM_MESSAGES.required }).optional(),
    Used_Name__c: text(255).min(1, { error: PROFILE_FORM_MESSAGES.required }).optional(),
    BillingStreet: streetSchema.optional(),
    BillingPostalCode: optionalText(20),
    BillingCity: optionalText(120),
    BillingState: optionalText(120),
    BillingCountry: optionalText(120),
    Phone: optionalText(60),
    Store_Email__c: z
      .string()
      .trim()
      .max(254, { error: PROFILE_FORM_MESSAGES.email, abort: true })
      .refine((v) => v === "" || EMAIL_PATTERN.test(v), { error: PROFILE_FORM_MESSAGES.email })
      .nullable()
      .optional(),
    Suppliers__c: semicolonList.nullable().optional(),
    Furniture_Suppliers__c: semicolonList.nullable().optional(),
    Association__c: semicolonList.nullable().optional(),
    Planning_System__c: semicolonList.nullable().optional(),
    USP__c: semicolonList
      .refine((v) => splitList(v).every((b) => (ADVANTAGE_BADGES as readonly string[]).includes(b)), { error: PROFILE_FORM_MESSAGES.advantage })
      .nullable()
      .optional(),
    Price_min__c: euros.nullable().optional(),
    Average_Basket__c: euros.nullable().optional(),
    Down_Payment__c: downPaymentSchema.nullable().optional(),
    Exists_Since__c: z
      .string()
      .regex(ISO_DAY_PATTERN, { error: PROFILE_FORM_MESSAGES.date })
      .refine(isIsoDay, { error: PROFILE_FORM_MESSAGES.date })
      .nullable()
      .optional(),
    Opening_Hours_Comment__c: optionalText(1000),
    Also_By_Arrangement__c: z.boolean().nullable().optional(),
    ...dayFields,
  })
  .strict();

export type StoreProfileTree = z.infer<typeof storeProfileTreeSchema> & Record<string, unknown>;

/** "a;b; c" -> ["a","b","c"]; empty entries dropped. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function joinList(values: readonly string[]): string {
  return values.join(";");
}

/** The opening day of a weekday read from the (merged) CRM record. */
export function openingDayOf(crm: Record<string, unknown>, day: (typeof WEEKDAYS)[number]): OpeningDay {
  const f = salesforceFieldNames(day);
  const read = (k: string) => (typeof crm[k] === "string" && crm[k] ? (crm[k] as string) : null);
  return {
    start: read(f.start),
    morningEnd: read(f.morningEnd),
    afternoonStart: read(f.afternoonStart),
    end: read(f.end),
    byArrangement: crm[f.byArrangement] === true,
  };
}

/**
 * Checks Monday to Saturday of a CRM record (SPEC 5 "Opening times"). Returns the first error with the
 * Salesforce field it belongs to, or null.
 */
export function openingHoursError(crm: Record<string, unknown>): { field: string; message: string } | null {
  for (const day of WEEKDAYS) {
    const [first] = validateOpeningHours(openingDayOf(crm, day));
    if (first) return { field: salesforceFieldNames(day)[first.field], message: first.message };
  }
  return null;
}

const hh = (v: string) => `${String(valueToHour(v)).padStart(2, "0")}:00`;

/**
 * One day for the public profile: "09:00 – 13:00, 14:00 – 19:00" (a lunch break only when morning end
 * and afternoon start differ), "nach Vereinbarung", or "geschlossen".
 */
export function openingDayText(crm: Record<string, unknown>, day: (typeof WEEKDAYS)[number]): string {
  const d = openingDayOf(crm, day);
  if (isClosed(d)) return "geschlossen";
  let text = "";
  if (d.start && d.morningEnd && d.afternoonStart && d.end && d.morningEnd !== d.afternoonStart) {
    text = `${hh(d.start)} – ${hh(d.morningEnd)}, ${hh(d.afternoonStart)} – ${hh(d.end)}`;
  } else if (d.start && d.end) {
    text = `${hh(d.start)} – ${hh(d.end)}`;
  }
  if (d.byArrangement) return text ? `${text} und nach Vereinbarung` : "nach Vereinbarung";
  return text || "geschlossen";
}

/** The shop margin as the server accepts it: a whole number 0..200 (SPEC 5); the form clamps before. */
export const marginSchema = z
  .number({ error: PROFILE_FORM_MESSAGES.margin })
  .int({ error: PROFILE_FORM_MESSAGES.margin })
  .min(MARGIN_MIN, { error: PROFILE_FORM_MESSAGES.margin })
  .max(MARGIN_MAX, { error: PROFILE_FORM_MESSAGES.margin });

const mediaItem = z.object({ key: z.string().min(1).max(300), name: z.string().max(300).default("") });
const mediaList = z.array(mediaItem).max(50);

/** The tree of dbUpdate type Store (SPEC 7): exactly one media list or the shop margin per call. */
export const storeDbTreeSchema = z
  .strictObject({
    mediaPictures: mediaList.optional(),
    mediaVideos: mediaList.optional(),
    profilePictures: mediaList.optional(),
    shopClientMarginPercentage: marginSchema.optional(),
  })
  .refine((t) => Object.values(t).filter((v) => v !== undefined).length === 1, { error: "Bitte ändern Sie genau ein Feld pro Aufruf." });

export type StoreDbTree = z.output<typeof storeDbTreeSchema>;
