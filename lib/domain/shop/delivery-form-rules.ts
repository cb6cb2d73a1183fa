/**
 * The rules of the delivery form of checkout step 1 without zod, for the browser: the checkout's first
 * load carries no validation library (docs/performance.md "Lighter pages"). They say what
 * deliveryFormSchema (checkout-schema.ts) says, field by field and message by message (its test holds
 * both equal); the server checks the zod schema again on every save and on submit.
 */
import { COUNTRIES, EMAIL_MESSAGE, GENDERS, REQUIRED_MESSAGE } from "./delivery-form";
import { TEXT_LIMITS, tooLongMessage } from "../platform/text-limits";
import { hostileTextMessage } from "../platform/hostile-text";

const ADDRESS_TEXTS = {
  companyName: [false, TEXT_LIMITS.name],
  toAttention: [false, TEXT_LIMITS.name],
  firstName: [false, TEXT_LIMITS.name],
  lastName: [false, TEXT_LIMITS.name],
  addressStreet: [true, TEXT_LIMITS.name],
  addressZip: [true, 20],
  addressCity: [true, TEXT_LIMITS.name],
  addressState: [true, TEXT_LIMITS.name],
  addressAddInfo: [false, TEXT_LIMITS.name],
  phone: [true, TEXT_LIMITS.phone],
} as const;

const CONTACT_TEXTS = {
  firstName: [true, TEXT_LIMITS.name],
  lastName: [true, TEXT_LIMITS.name],
  phone: [true, TEXT_LIMITS.phone],
  email: [true, TEXT_LIMITS.email],
} as const;

type AddressText = keyof typeof ADDRESS_TEXTS;
type ContactText = keyof typeof CONTACT_TEXTS;

/** What the form holds while it is being filled: every text as typed. */
export type DeliveryFormState = {
  deliveryAddress: { mode: "studio" | "customer"; addressCountry: string } & Record<AddressText, string>;
  deliveryContact: { gender: string } & Record<ContactText, string>;
  customerReference: string;
};

/** A field of the form, as its input's name ("deliveryAddress.addressZip"). */
export type DeliveryFormPath =
  `deliveryAddress.${AddressText | "addressCountry" | "mode"}` | `deliveryContact.${ContactText | "gender"}` | "customerReference";

/** The fields in the order the form shows them (an error moves the focus to the first one). */
export const DELIVERY_FORM_ORDER: DeliveryFormPath[] = [
  "deliveryAddress.companyName",
  "deliveryAddress.toAttention",
  "deliveryAddress.firstName",
  "deliveryAddress.lastName",
  "deliveryAddress.addressStreet",
  "deliveryAddress.addressAddInfo",
  "deliveryAddress.addressZip",
  "deliveryAddress.addressCity",
  "deliveryAddress.addressState",
  "deliveryAddress.addressCountry",
  "deliveryAddress.phone",
  "deliveryContact.gender",
  "deliveryContact.firstName",
  "deliveryContact.lastName",
  "deliveryContact.phone",
  "deliveryContact.email",
  "customerReference",
];

// As zod's z.email() (zod/v4/core/regexes.js "email"); the test holds them equal.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : undefined);

/** The first message of one text (required or not, its limit, the hostile-text rule), or null. */
function textError(value: unknown, required: boolean, max: number): string | null {
  if (value === undefined && !required) return null;
  const t = text(value);
  if (t === undefined) return REQUIRED_MESSAGE;
  if (required && t.length === 0) return REQUIRED_MESSAGE;
  if (t.length > max) return tooLongMessage(max);
  return hostileTextMessage(t);
}

const record = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

/** The address's messages by field name (SPEC 5: the studio needs its company name, the customer both names). */
export function addressErrors(value: unknown): Record<string, string> {
  const a = record(value);
  const out: Record<string, string> = {};
  if (a.mode !== "studio" && a.mode !== "customer") out.mode = REQUIRED_MESSAGE;
  for (const [key, [required, max]] of Object.entries(ADDRESS_TEXTS)) {
    const message = textError(a[key], required, max);
    if (message) out[key] = message;
  }
  if (!(COUNTRIES as readonly unknown[]).includes(a.addressCountry)) out.addressCountry = REQUIRED_MESSAGE;
  const need = a.mode === "studio" ? ["companyName"] : a.mode === "customer" ? ["firstName", "lastName"] : [];
  for (const key of need) if (!out[key] && !text(a[key])) out[key] = REQUIRED_MESSAGE;
  return out;
}

/** The contact's messages by field name. */
export function contactErrors(value: unknown): Record<string, string> {
  const c = record(value);
  const out: Record<string, string> = {};
  if (!(GENDERS as readonly unknown[]).includes(c.gender)) out.gender = REQUIRED_MESSAGE;
  for (const [key, [required, max]] of Object.entries(CONTACT_TEXTS)) {
    const message = textError(c[key], required, max);
    if (message) out[key] = message;
  }
  if (!out.email && !EMAIL_PATTERN.test(text(c.email)!)) out.email = EMAIL_MESSAGE;
  return out;
}

/** Every message of the form by path ("deliveryAddress.addressZip"); empty when "Weiter" may go on. */
export function deliveryFormErrors(values: unknown): Partial<Record<DeliveryFormPath, string>> {
  const v = record(values);
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(addressErrors(v.deliveryAddress))) out[`deliveryAddress.${key}`] = message;
  for (const [key, message] of Object.entries(contactErrors(v.deliveryContact))) out[`deliveryContact.${key}`] = message;
  if (v.customerReference !== null && v.customerReference !== undefined) {
    const message = textError(v.customerReference, false, 200);
    if (message) out.customerReference = message;
  }
  return out;
}

const trimmed = <K extends string>(source: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, text(source[k]) ?? ""])) as Record<K, string>;

/** The address as the schema answers it (texts trimmed, empty optional ones ""); only for a valid address. */
export function cleanAddress(value: unknown) {
  const a = record(value);
  return {
    mode: a.mode as "studio" | "customer",
    ...trimmed(a, Object.keys(ADDRESS_TEXTS) as AddressText[]),
    addressCountry: a.addressCountry as (typeof COUNTRIES)[number],
  };
}

/** The contact as the schema answers it (texts trimmed); only for a valid contact. */
export function cleanContact(value: unknown) {
  const c = record(value);
  return { gender: c.gender as (typeof GENDERS)[number], ...trimmed(c, Object.keys(CONTACT_TEXTS) as ContactText[]) };
}

/** The reference as the schema answers it: trimmed, null when empty or absent. */
export function cleanReference(value: unknown): string | null {
  return text(value) || null;
}

/**
 * What of a half-filled step 1 goes into the cart draft when a field is left (issue 29), as
 * checkoutDraftPatch (checkout-schema.ts) answers it: the reference when valid, the address and the
 * contact each once complete and valid.
 */
export function deliveryDraftPatch(values: unknown) {
  const v = record(values);
  const patch: {
    deliveryAddress?: ReturnType<typeof cleanAddress>;
    deliveryContact?: ReturnType<typeof cleanContact>;
    customerReference?: string | null;
  } = {};
  const reference = v.customerReference ?? null;
  if (reference === null || !textError(reference, false, 200)) patch.customerReference = cleanReference(reference);
  if (Object.keys(addressErrors(v.deliveryAddress)).length === 0) patch.deliveryAddress = cleanAddress(v.deliveryAddress);
  if (Object.keys(contactErrors(v.deliveryContact)).length === 0) patch.deliveryContact = cleanContact(v.deliveryContact);
  return patch;
}
