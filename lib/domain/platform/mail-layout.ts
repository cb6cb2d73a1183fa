/**
 * The one layout of every mail the product sends (docs/mails.md): a greeting with the person's name
 * where it is known, the text, the order or request it is about with a link to it, one signature (the
 * shop's name and contact from the configuration) and an imprint line. Pure: the server passes the
 * signature it read from the configuration (`mailSignature` in lib/server/platform/seller.ts).
 */

/** Who signs and what the imprint says, from the configuration (MAIL_FROM, SELLER_*). */
export type MailSignature = {
  /** The shop's name, the sender's display name ("Küchenstudio-Shop"). */
  shopName: string;
  /** The company behind it ("Küchenstudio-Portal GmbH"). */
  company: string;
  phone: string;
  email: string;
  /** One line: company, address, register, VAT id. */
  imprint: string;
};

export type MailLayoutInput = {
  /** "Frau Schulz", "Lena Vogt"; null or empty when the name is not known ("Guten Tag,"). */
  greetingName?: string | null;
  /** The text between greeting and link, line by line ("" for an empty line). */
  body: readonly string[];
  /** What the mail is about and where to open it: „Ihre Bestellung KS-100123: https://…“. */
  link?: { label: string; url: string } | null;
  /** A closing remark above the signature, e.g. how to switch such mails off. */
  note?: string | null;
  signature: MailSignature;
};

/** „Herr Weber“ from a contact with salutation and last name; null without a last name. */
export function contactName(contact: { gender?: string | null; lastName?: string | null } | null | undefined): string | null {
  const last = contact?.lastName?.trim();
  if (!last) return null;
  return [contact?.gender?.trim(), last].filter(Boolean).join(" ");
}

/** The mail's plain text in the one layout. */
export function mailText(input: MailLayoutInput): string {
  const name = input.greetingName?.trim();
  const s = input.signature;
  const lines = [name ? `Guten Tag ${name},` : "Guten Tag,", "", ...input.body];
  if (input.link) lines.push("", `${input.link.label}: ${input.link.url}`);
  if (input.note) lines.push("", input.note);
  lines.push("", "Mit freundlichen Grüßen", s.shopName, `${s.company} · Telefon ${s.phone} · ${s.email}`, "", "-- ", `Impressum: ${s.imprint}`);
  return lines.join("\n");
}

/** The display name and address of a sender „Küchenstudio-Shop <shop@kuechenportal.example>“. */
export function senderParts(from: string): { name: string | null; address: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (m) return { name: m[1].trim() || null, address: m[2].trim() };
  return { name: null, address: from.trim() };
}

/** The page of one order in the studio's shop, opened (the orders page opens `openOrderId`). */
export function orderPagePath(storeSlug: string, idfs: string): string {
  return `/stores/${encodeURIComponent(storeSlug)}/shop/orders?openOrderId=${encodeURIComponent(idfs)}`;
}
