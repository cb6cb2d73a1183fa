/**
 * What the studio is told when the supplier confirms or changes a delivery date or ships something
 * (issue 33): the mail's subject and text and the bell's one line. Pure, German, "Sie".
 */
import { formatYyyymmdd } from "../platform/format";
import { trackingUrl } from "./order-status";
import type { LineChange } from "./order-status-update";

type NewsLine = { name: string; quantity: number; desiredDeliveryDate: number | null };

function items(changes: readonly LineChange[], lines: readonly NewsLine[]): { long: string; short: string }[] {
  const out: { long: string; short: string }[] = [];
  for (const c of changes) {
    const l = lines[c.line - 1];
    if (!l) continue;
    if (c.confirmedDate) {
      const to = formatYyyymmdd(c.confirmedDate.to);
      const wish = l.desiredDeliveryDate ? ` (Ihr Wunschtermin: ${formatYyyymmdd(l.desiredDeliveryDate)})` : "";
      if (c.confirmedDate.from === null) {
        out.push({
          long: `${l.quantity} × ${l.name}: Liefertermin bestätigt für den ${to}${wish}.`,
          short: `Liefertermin für ${l.name} bestätigt: ${to}`,
        });
      } else {
        const from = formatYyyymmdd(c.confirmedDate.from);
        out.push({
          long: `${l.quantity} × ${l.name}: Der Liefertermin hat sich geändert – neu ${to} statt ${from}${wish}.`,
          short: `Liefertermin für ${l.name} geändert: ${to} statt ${from}`,
        });
      }
    }
    for (const s of c.shipments ?? []) {
      const url = trackingUrl(s.carrier, s.trackingNumber);
      const nr = s.trackingNumber ? `, Sendungsnummer ${s.trackingNumber}` : "";
      out.push({
        long: `${s.quantity} × ${l.name}: versandt am ${formatYyyymmdd(s.shippedOn)} mit ${s.carrier}${nr}.${url ? `\n  Sendungsverfolgung: ${url}` : ""}`,
        short: `${s.quantity} × ${l.name} versandt mit ${s.carrier}`,
      });
    }
  }
  return out;
}

/** The mail and the bell line for these changes, or null when there is nothing to tell. */
export function statusNews(
  idfs: string,
  contact: { gender: string; lastName: string },
  lines: readonly NewsLine[],
  changes: readonly LineChange[],
): { subject: string; text: string; bell: string } | null {
  const news = items(changes, lines);
  if (news.length === 0) return null;
  const shipped = changes.some((c) => c.shipments?.length);
  const moved = changes.some((c) => c.confirmedDate && c.confirmedDate.from !== null);
  const what = shipped ? "Versand" : moved ? "Liefertermin geändert" : "Liefertermin bestätigt";
  const text = [
    `Guten Tag ${contact.gender} ${contact.lastName},`,
    "",
    `zu Ihrer Bestellung ${idfs} gibt es Neuigkeiten vom Lieferanten:`,
    "",
    ...news.map((n) => `- ${n.long}`),
    "",
    "Den aktuellen Stand jeder Position finden Sie jederzeit unter „Bestellungen“ im Shop.",
    "",
    "Mit freundlichen Grüßen",
    "Ihr Küchenstudio-Shop",
  ].join("\n");
  const bell = `Bestellung ${idfs}: ${news.map((n) => n.short).join("; ")}`;
  return { subject: `Ihre Bestellung ${idfs} – ${what}`, text, bell: bell.length > 300 ? `${bell.slice(0, 299)}…` : bell };
}
