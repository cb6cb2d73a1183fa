/**
 * The options, messages and defaults of the delivery form of checkout step 1 (SPEC.md sections 4 and 5),
 * without zod so the browser can build the form without loading the validation library. The rules
 * themselves are in delivery-schema.ts and checkout-schema.ts.
 */

/** SPEC 5: the message of every required field of the delivery form. */
export const REQUIRED_MESSAGE = "Dieses Feld kann nicht leer sein";
export const EMAIL_MESSAGE = "Bitte geben Sie eine gültige E-Mail-Adresse ein.";

/** SPEC 5: country options. Germany is the default of an empty customer address (SPEC 4). */
export const COUNTRIES = ["Deutschland", "Österreich", "Schweiz"] as const;
export const GENDERS = ["Herr", "Frau"] as const;

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

/** What the checkout page hands the form: the defaults' data and the store number (for the voucher box). */
export type CheckoutStore = StoreForDefaults & { storeNumber: string };

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
