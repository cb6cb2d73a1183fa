import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inputMessage, type InputIssue } from "../platform/input-messages";
import { customerReferenceSchema, deliveryFormSchema } from "./checkout-schema";
import { deliveryAddressSchema, deliveryContactSchema } from "./delivery-schema";
import { addressForMode, defaultContact, EMAIL_MESSAGE, REQUIRED_MESSAGE, type StoreForDefaults } from "./delivery-form";
import { cleanAddress, cleanContact, cleanReference, deliveryDraftPatch, deliveryFormErrors, EMAIL_PATTERN } from "./delivery-form-rules";

// The browser's rules (no zod) must say what the server's zod schema says: the same fields refused with
// the same first message (the one the form shows), the same values kept in the draft and on "Weiter".

// The German messages the server gives every issue without its own (as lib/api/zod-de.ts configures zod).
z.config({ customError: (issue) => inputMessage(issue as InputIssue) });

const store: StoreForDefaults = {
  companyName: "Küchenwelt Berlin GmbH",
  street: "Schönhauser Allee 112",
  zip: "10439",
  city: "Berlin",
  state: "Berlin",
  country: "Deutschland",
  phone: "030 123",
  email: "info@kuechenwelt-berlin.example",
  personInCharge: { salutation: "Frau", firstName: "Sabine", lastName: "Krüger" },
};
const studio = addressForMode("studio", store);
const customer = addressForMode("customer", store);
const contact = defaultContact(store);

/** The draft patch as zod would make it: each part kept when its schema parses it. */
function zodDraftPatch(values: unknown) {
  const v = (values ?? {}) as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  const reference = customerReferenceSchema.safeParse(v.customerReference ?? null);
  if (reference.success) patch.customerReference = reference.data || null;
  const address = deliveryAddressSchema.safeParse(v.deliveryAddress);
  if (address.success) patch.deliveryAddress = address.data;
  const contact = deliveryContactSchema.safeParse(v.deliveryContact);
  if (contact.success) patch.deliveryContact = contact.data;
  return patch;
}

/** The first message per field, as the form showed it with zod. */
function zodErrors(value: unknown) {
  const r = deliveryFormSchema.safeParse(value);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

const long = (n: number) => "x".repeat(n);
const TEXTS = [
  "",
  "  ",
  " Kiel ",
  "\u0001abc",
  "ab\uD800",
  long(20),
  long(21),
  long(50),
  long(51),
  long(200),
  long(201),
  ` ${long(200)} `,
  long(255),
];
const EMAILS = [
  "",
  " ",
  "a@b",
  "a@b.de",
  " info@kuechen.example ",
  "a..b@c.de",
  ".a@b.de",
  "a.@b.de",
  "ä@b.de",
  "a@b.c",
  "a@-b.de",
  "a+b_c'd@sub.b-c.de",
  `${long(250)}@b.de`,
  "a@b.de\u0001",
];

const cases: unknown[] = [
  { deliveryAddress: studio, deliveryContact: contact },
  { deliveryAddress: customer, deliveryContact: contact, customerReference: "" },
];
for (const key of Object.keys(studio).filter((k) => k !== "mode" && k !== "addressCountry")) {
  for (const t of TEXTS) {
    cases.push({ deliveryAddress: { ...studio, [key]: t }, deliveryContact: contact });
    cases.push({ deliveryAddress: { ...customer, firstName: "Eva", lastName: "Schulz", [key]: t }, deliveryContact: contact });
  }
  cases.push({ deliveryAddress: { ...studio, [key]: undefined }, deliveryContact: contact });
}
for (const key of ["firstName", "lastName", "phone"])
  for (const t of TEXTS) cases.push({ deliveryAddress: studio, deliveryContact: { ...contact, [key]: t } });
for (const e of EMAILS) cases.push({ deliveryAddress: studio, deliveryContact: { ...contact, email: e } });
for (const r of [...TEXTS, null, undefined]) cases.push({ deliveryAddress: studio, deliveryContact: contact, customerReference: r });
cases.push({ deliveryAddress: { ...studio, addressCountry: "Frankreich" }, deliveryContact: { ...contact, gender: "Divers" } });
cases.push({ deliveryAddress: { ...studio, mode: "shop" }, deliveryContact: contact });
cases.push({ deliveryAddress: customer, deliveryContact: { gender: "Herr", firstName: "", lastName: "", phone: "", email: "" } });

describe("the delivery form's rules without zod", () => {
  it("refuse the same fields with the same first message as deliveryFormSchema", () => {
    expect(cases.length).toBeGreaterThan(300);
    for (const c of cases) expect({ case: c, errors: deliveryFormErrors(c) }).toEqual({ case: c, errors: zodErrors(c) });
  });

  it("say the messages of SPEC 5 in German, the customer's names only in customer mode", () => {
    expect(deliveryFormErrors({ deliveryAddress: customer, deliveryContact: { ...contact, email: "a@b" }, customerReference: long(201) })).toEqual({
      "deliveryAddress.firstName": REQUIRED_MESSAGE,
      "deliveryAddress.lastName": REQUIRED_MESSAGE,
      "deliveryAddress.addressStreet": REQUIRED_MESSAGE,
      "deliveryAddress.addressZip": REQUIRED_MESSAGE,
      "deliveryAddress.addressCity": REQUIRED_MESSAGE,
      "deliveryAddress.addressState": REQUIRED_MESSAGE,
      "deliveryAddress.phone": REQUIRED_MESSAGE,
      "deliveryContact.email": EMAIL_MESSAGE,
      customerReference: "Der Text darf höchstens 200 Zeichen lang sein.",
    });
    expect(deliveryFormErrors({ deliveryAddress: studio, deliveryContact: contact, customerReference: "Kommission Jansen" })).toEqual({});
  });

  it("keep the values the schema keeps: trimmed, empty optional texts as '', an empty reference as none", () => {
    for (const c of cases) {
      const parsed = deliveryFormSchema.safeParse(c);
      if (!parsed.success) continue;
      const v = c as { deliveryAddress: unknown; deliveryContact: unknown; customerReference?: unknown };
      expect(cleanAddress(v.deliveryAddress)).toEqual(parsed.data.deliveryAddress);
      expect(cleanContact(v.deliveryContact)).toEqual(parsed.data.deliveryContact);
      expect(cleanReference(v.customerReference)).toEqual(parsed.data.customerReference || null);
    }
  });

  it("put into the draft what the schemas accept", () => {
    for (const c of cases) expect({ case: c, patch: deliveryDraftPatch(c) }).toEqual({ case: c, patch: zodDraftPatch(c) });
    expect(deliveryDraftPatch({ deliveryAddress: customer, deliveryContact: contact, customerReference: " Jansen " })).toEqual({
      customerReference: "Jansen",
      deliveryContact: contact,
    });
  });

  it("check e-mail addresses with zod's own pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });
});

describe("step 1 kept in the cart draft while typing (issue 29)", () => {
  it("keeps the reference, a valid address with its z. Hd. and a valid contact", () => {
    const address = { ...addressForMode("studio", store), toAttention: "Herr Jansen" };
    const patch = deliveryDraftPatch({ deliveryAddress: address, deliveryContact: contact, customerReference: " Kommission Jansen " });
    expect(patch.customerReference).toBe("Kommission Jansen");
    expect(patch.deliveryAddress).toMatchObject({ toAttention: "Herr Jansen", companyName: "Küchenwelt Berlin GmbH" });
    expect(patch.deliveryContact).toEqual(contact);
  });

  it("keeps the reference but leaves out an address that is not complete yet", () => {
    const patch = deliveryDraftPatch({
      deliveryAddress: addressForMode("customer", store),
      deliveryContact: { ...contact, email: "kein-at" },
      customerReference: "K-17",
    });
    expect(patch).toEqual({ customerReference: "K-17" });
  });

  it("stores an emptied reference as none", () => {
    expect(deliveryDraftPatch({ customerReference: "  " })).toEqual({ customerReference: null });
  });
});
