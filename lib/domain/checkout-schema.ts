/**
 * The delivery form of checkout step 1 and the order the browser submits (SPEC.md sections 3 and 5).
 * One schema feeds the form's resolver and the asOrderSubmit endpoint, so both say the same thing.
 */
import { z } from "zod";
import { cartItemSchema } from "./cart-schema";
import { COUNTRIES, deliveryAddressSchema, deliveryContactSchema } from "./delivery-schema";

export { COUNTRIES, deliveryAddressSchema, deliveryContactSchema, EMAIL_MESSAGE, GENDERS, REQUIRED_MESSAGE } from "./delivery-schema";

export const customerReferenceSchema = z.string().trim().max(200).nullable().optional();

/** Step 1 as a whole ("Weiter" is disabled while this does not parse, SPEC 2.4). */
export const deliveryFormSchema = z.object({
  deliveryAddress: deliveryAddressSchema,
  deliveryContact: deliveryContactSchema,
  customerReference: customerReferenceSchema,
});

export type DeliveryFormValues = z.input<typeof deliveryFormSchema>;

/**
 * What asOrderSubmit accepts. Prices are deliberately absent: anything the browser sends beyond these
 * fields (prices, totals, discount amounts) is stripped, and the server prices the order itself.
 */
export const orderInputSchema = z.object({
  items: z.array(cartItemSchema).min(1, "Der Warenkorb ist leer.").max(200, "Der Warenkorb darf höchstens 200 Positionen enthalten."),
  deliveryAddress: deliveryAddressSchema,
  deliveryContact: deliveryContactSchema,
  customerReference: customerReferenceSchema,
  discountCode: z.object({ code: z.string().trim().max(5, "Der Gutscheincode hat höchstens 5 Zeichen.") }).nullable().optional(),
});

export type OrderInput = z.output<typeof orderInputSchema>;

/** Minimal store data the defaults are built from (the store's CRM billing data and person in charge). */
export type StoreForDefaults = {
  companyName: string;
  street: string;
  zip: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  email: string;
  personInCharge: { salutation: "Herr" | "Frau"; firstName: string; lastName: string } | null;
};

function asCountry(value: string): (typeof COUNTRIES)[number] {
  return (COUNTRIES as readonly string[]).includes(value) ? (value as (typeof COUNTRIES)[number]) : "Deutschland";
}

/**
 * SPEC 4: switching the delivery mode resets the address: to the studio's billing data for "studio",
 * to an empty address with country Germany for "customer".
 */
export function addressForMode(mode: "studio" | "customer", store: StoreForDefaults) {
  if (mode === "customer") {
    return {
      mode,
      companyName: "",
      toAttention: "",
      firstName: "",
      lastName: "",
      addressStreet: "",
      addressZip: "",
      addressCity: "",
      addressState: "",
      addressCountry: "Deutschland" as const,
      addressAddInfo: "",
      phone: "",
    };
  }
  const pic = store.personInCharge;
  return {
    mode,
    companyName: store.companyName,
    toAttention: pic ? `${pic.firstName} ${pic.lastName}` : "",
    firstName: "",
    lastName: "",
    addressStreet: store.street,
    addressZip: store.zip,
    addressCity: store.city,
    addressState: store.state,
    addressCountry: asCountry(store.country),
    addressAddInfo: "",
    phone: store.phone,
  };
}

/** SPEC 4: contact defaults from the store's person in charge when the order has none. */
export function defaultContact(store: StoreForDefaults) {
  const pic = store.personInCharge;
  return {
    gender: pic?.salutation ?? ("Herr" as const),
    firstName: pic?.firstName ?? "",
    lastName: pic?.lastName ?? "",
    phone: store.phone,
    email: store.email,
  };
}
