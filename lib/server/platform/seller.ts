import "server-only";
import { env } from "@/lib/env";
import { compactIban, formatIban } from "@/lib/domain/platform/iban";
import type { BankDetails } from "@/lib/domain/platform/payment";
import { mailText, senderParts, type MailLayoutInput, type MailSignature } from "@/lib/domain/platform/mail-layout";

/** The seller of every invoice, from the configuration (SELLER_* in lib/env.ts, demo company by default). */
export type Seller = {
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  vatId: string;
  taxNumber: string;
  register: string;
  email: string;
  phone: string;
  contact: string;
  bank: string;
  iban: string;
  bic: string;
};

export function seller(): Seller {
  const c = env();
  return {
    name: c.SELLER_NAME,
    street: c.SELLER_STREET,
    postcode: c.SELLER_POSTCODE,
    city: c.SELLER_CITY,
    countryCode: c.SELLER_COUNTRY,
    vatId: c.SELLER_VAT_ID,
    taxNumber: c.SELLER_TAX_NUMBER,
    register: c.SELLER_REGISTER,
    email: c.SELLER_EMAIL,
    phone: c.SELLER_PHONE,
    contact: c.SELLER_CONTACT,
    bank: c.SELLER_BANK,
    iban: compactIban(c.SELLER_IBAN),
    bic: c.SELLER_BIC.trim().toUpperCase(),
  };
}

/** The configured account for checkout step 2 (the same one the invoice and the GiroCode carry). */
export function sellerBankDetails(): BankDetails {
  const s = seller();
  return { recipient: s.name, bank: s.bank, iban: formatIban(s.iban), bic: s.bic };
}

/**
 * Who signs every mail (lib/domain/platform/mail-layout.ts): the shop's name and address from MAIL_FROM,
 * the company, phone and imprint from SELLER_*.
 */
export function mailSignature(): MailSignature {
  const s = seller();
  const from = senderParts(env().MAIL_FROM);
  return {
    shopName: from.name ?? s.name,
    company: s.name,
    phone: s.phone,
    email: from.address,
    imprint: `${s.name}, ${s.street}, ${s.postcode} ${s.city} · ${s.register} · USt-IdNr. ${s.vatId}`,
  };
}

/** A mail's text in the one layout, signed from the configuration. */
export function layoutMail(input: Omit<MailLayoutInput, "signature">): string {
  return mailText({ ...input, signature: mailSignature() });
}
