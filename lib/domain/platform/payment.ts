/**
 * Payment by advance bank transfer (Vorkasse, SPEC.md sections 1 and 9). The bank details appear on
 * checkout step 2, on the invoice PDF and in the confirmation mail; the order number is the reference.
 */
export const PAYMENT_TYPE = "Vorkasse (Überweisung)";

/**
 * The demo bank account. A running server takes the seller's account from its configuration
 * (SELLER_IBAN etc. in lib/env.ts, with these values as defaults).
 */
/** The account the studio transfers to, as checkout step 2 shows it. */
export type BankDetails = { recipient: string; bank: string; iban: string; bic: string };

export const BANK_DETAILS = {
  recipient: "Küchenstudio-Portal GmbH",
  bank: "Berliner Volksbank",
  iban: "DE02 1009 0000 2718 2818 28",
  bic: "BEVODEBBXXX",
} as const;

/** The demo seller printed on invoices (defaults of the SELLER_* settings in lib/env.ts). */
export const SELLER = {
  name: "Küchenstudio-Portal GmbH",
  street: "Friedrichstraße 68",
  postcode: "10117",
  city: "Berlin",
  countryCode: "DE",
  vatId: "DE312456789",
  taxNumber: "37/123/45678",
  register: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
  email: "rechnung@kuechenportal.example",
  phone: "+49 30 1234567",
  contact: "Buchhaltung",
} as const;

/** Transfer reference: the order number, so the payment can be matched (and on the invoice). */
export function transferReference(idfs: string): string {
  return `Bestellung ${idfs}`;
}
