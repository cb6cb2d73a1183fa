/**
 * What the studio is told when the supplier confirms or changes a delivery date or quantity, or ships
 * something (issue 33): the mail's subject and text and the bell's one line. The units are told exactly
 * by the one wording of lib/domain/shop/order-quantities.ts ("2 von 3 × … bestätigt für den … – 1 noch
 * offen"); the mail has the one layout (lib/domain/platform/mail-layout.ts). Pure, German, "Sie".
 */
import { formatYyyymmdd } from "../platform/format";
import { contactName, mailText, type MailSignature } from "../platform/mail-layout";
import { lineQuantities, type LineStatus } from "./order-status";
import { shipmentTrackingUrl, type CarrierLinks } from "../platform/carriers";
import { confirmationText, shipmentText } from "./order-quantities";
import type { LineChange } from "./order-status-update";

type NewsLine = { name: string; quantity: number; desiredDeliveryDate: number | null };

function items(
  changes: readonly LineChange[],
  lines: readonly NewsLine[],
  statuses: readonly LineStatus[],
  links: CarrierLinks,
): { long: string; short: string }[] {
  const out: { long: string; short: string }[] = [];
  for (const c of changes) {
    const l = lines[c.line - 1];
    const status = statuses.find((s) => s.lineNo === c.line);
    if (!l || !status) continue;
    const q = lineQuantities(status);
    const wish = l.desiredDeliveryDate ? ` (Ihr Wunschtermin: ${formatYyyymmdd(l.desiredDeliveryDate)})` : "";
    if (c.confirmedDate && c.confirmedDate.from !== null) {
      const from = formatYyyymmdd(c.confirmedDate.from);
      out.push({
        long: `Der Liefertermin hat sich geändert (bisher ${from}): ${confirmationText(q, l.name)}${wish}.`,
        short: `Liefertermin geändert: ${confirmationText(q, l.name)} (bisher ${from})`,
      });
    } else if (c.confirmedDate) {
      out.push({ long: `${confirmationText(q, l.name)}${wish}.`, short: confirmationText(q, l.name) });
    } else if (c.confirmedQuantity && q.confirmedDate !== null) {
      out.push({
        long: `Die bestätigte Menge hat sich geändert (bisher ${c.confirmedQuantity.from ?? "keine"}): ${confirmationText(q, l.name)}.`,
        short: `Menge geändert: ${confirmationText(q, l.name)}`,
      });
    }
    for (const s of c.shipments ?? []) {
      const url = shipmentTrackingUrl(links, s.carrier, s.trackingNumber);
      const text = shipmentText(q, s, l.name);
      out.push({ long: `${text}.${url ? `\n  Sendungsverfolgung: ${url}` : ""}`, short: text });
    }
  }
  return out;
}

export type StatusNewsInput = {
  idfs: string;
  contact: { gender: string; lastName: string };
  /** The order's lines, in order (line n is `lines[n - 1]`). */
  lines: readonly NewsLine[];
  changes: readonly LineChange[];
  /** The lines' states after the update. */
  statuses: readonly LineStatus[];
  /** The kept carriers' tracking patterns. */
  links: CarrierLinks;
  /** The order's page in the shop (absolute URL). */
  orderUrl: string;
  signature: MailSignature;
};

/** The mail and the bell line for these changes, or null when there is nothing to tell. */
export function statusNews(input: StatusNewsInput): { subject: string; text: string; bell: string } | null {
  const { idfs, changes } = input;
  const news = items(changes, input.lines, input.statuses, input.links);
  if (news.length === 0) return null;
  const shipped = changes.some((c) => c.shipments?.length);
  const moved = changes.some((c) => c.confirmedDate && c.confirmedDate.from !== null);
  const dated = changes.some((c) => c.confirmedDate);
  const what = shipped ? "Versand" : moved ? "Liefertermin geändert" : dated ? "Liefertermin bestätigt" : "Menge geändert";
  const text = mailText({
    greetingName: contactName(input.contact),
    body: [`zu Ihrer Bestellung ${idfs} gibt es Neuigkeiten vom Lieferanten:`, "", ...news.map((n) => `- ${n.long}`)],
    link: { label: `Ihre Bestellung ${idfs} mit dem Stand jeder Position`, url: input.orderUrl },
    signature: input.signature,
  });
  const bell = `Bestellung ${idfs}: ${news.map((n) => n.short).join("; ")}`;
  return { subject: `Ihre Bestellung ${idfs} – ${what}`, text, bell: bell.length > 300 ? `${bell.slice(0, 299)}…` : bell };
}
