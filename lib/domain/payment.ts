/**
 * Payment by advance bank transfer (Vorkasse, SPEC.md sections 1 and 9). The bank details appear on
 * checkout step 2, on the invoice PDF and in the confirmation mail; the order number is the reference.
 */
export const PAYMENT_TYPE = "Vorkasse (Überweisung)";

export const BANK_DETAILS = {
  recipient: "Küchenstudio-Portal GmbH",
  bank: "Berliner Volksbank",
  iban: "DE89 1009 0000 2718 2818 28",
  bic: "BEVODEBBXXX",
} as const;

/** The seller printed on invoices. */
export const SELLER = {
  name: "Küchenstudio-Portal GmbH",
  street: "Friedrichstraße 68",
  city: "10117 Berlin",
  vatId: "USt-IdNr. DE 312 456 789",
} as const;

/** Transfer reference: the order number, so the payment can be matched (and on the invoice). */
export function transferReference(idfs: string): string {
  return `Bestellung ${idfs}`;
}
