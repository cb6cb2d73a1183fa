/**
 * The one label table of every export to a person (the information under Art. 15 DSGVO as PDF and as
 * JSON, docs/deletion-concept.md): each stored field gets its German name, each stored code its German
 * word ("Kochfeld: Gas", "Weitere Elektrogeräte: Weinkühlschrank, Kaffeevollautomat", "Finanzierung
 * gewünscht: Nein"). A field without a label here is internal (ids) and is left out, so no code and no
 * raw JSON ever reaches the person. Pure.
 */
import { ACCESS_KIND_LABELS, accessScreenLabel } from "./access-screens";
import { declineReasonText } from "./decline-state";
import { E_DEVICE_LABELS, USER_DATA_LABELS, USER_DATA_RAW_LABELS } from "./leadpool-table";
import { berlinDateText, berlinDateTimeText } from "../platform/berlin-time";
import { formatEuro, formatEuros } from "../platform/format";

/** How a field's value is told. */
type Kind = "text" | "day" | "moment" | "cents" | "euros" | "months" | "list";

/** Every field of the export: its German name and how its value reads. */
export const PERSON_FIELDS: Record<string, { label: string; kind: Kind }> = {
  leadNumber: { label: "Anfragenummer", kind: "text" },
  customerNumber: { label: "Kundennummer", kind: "text" },
  proposalNumber: { label: "Angebotsnummer", kind: "text" },
  studio: { label: "Studio", kind: "text" },
  poolStudio: { label: "Studio im Leadpool", kind: "text" },
  createdAt: { label: "Angelegt am", kind: "moment" },
  firstName: { label: "Vorname", kind: "text" },
  lastName: { label: "Nachname", kind: "text" },
  name: { label: "Name", kind: "text" },
  phone: { label: "Telefon", kind: "text" },
  email: { label: "E-Mail", kind: "text" },
  postcode: { label: "Postleitzahl", kind: "text" },
  planningLink: { label: "Link zur Planung", kind: "text" },
  comment: { label: "Kommentar zu den Kundenwünschen", kind: "text" },
  wishes: { label: "Kundenwünsche", kind: "list" },
  files: { label: "Dateien", kind: "list" },
  filename: { label: "Dateiname", kind: "text" },
  url: { label: "Adresse", kind: "text" },
  phoneDisplayedAt: { label: "Telefonnummer im Leadpool angezeigt am", kind: "moment" },
  proposals: { label: "Angebote", kind: "list" },
  requestedAt: { label: "Angefragt am", kind: "day" },
  acceptedAt: { label: "Angenommen am", kind: "day" },
  appointmentAt: { label: "Studiotermin", kind: "moment" },
  soldAt: { label: "Verkauft am", kind: "day" },
  offerPriceEuro: { label: "Angebotspreis", kind: "euros" },
  soldPriceCents: { label: "Verkaufspreis", kind: "cents" },
  comments: { label: "Kommentare", kind: "list" },
  text: { label: "Text", kind: "text" },
  author: { label: "Verfasst von", kind: "text" },
  declines: { label: "Absagen", kind: "list" },
  reason: { label: "Grund", kind: "text" },
  notifications: { label: "Benachrichtigungen", kind: "list" },
  message: { label: "Nachricht", kind: "text" },
  accessLog: { label: "Zugriffsprotokoll", kind: "list" },
  who: { label: "Wer", kind: "text" },
  kind: { label: "Art des Zugriffs", kind: "text" },
  screen: { label: "Ansicht", kind: "text" },
  at: { label: "Zeitpunkt", kind: "moment" },
  amountCents: { label: "Betrag", kind: "cents" },
  termMonths: { label: "Laufzeit", kind: "months" },
};

/** "Ja" / "Nein" for a stored truth value. */
export const yesNo = (v: boolean) => (v ? "Ja" : "Nein");

/** The customer's wishes as "Kochfeld: Gas" rows, only the ones given, in the lead pool tab's order and words. */
export function wishRows(wishes: Record<string, unknown>): { label: string; value: string }[] {
  const labels: Record<string, string> = { ...USER_DATA_LABELS, ...USER_DATA_RAW_LABELS };
  const rows: { label: string; value: string }[] = [];
  for (const [key, label] of Object.entries(labels)) {
    const v = wishes[key];
    if (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    rows.push({ label, value: wishValue(key, v) });
  }
  // Anything the form may send one day that the table does not know yet: its value, under a plain name.
  for (const [key, v] of Object.entries(wishes)) {
    if (key in labels || v === undefined || v === null || v === "") continue;
    rows.push({ label: "Weitere Angabe", value: wishValue(key, v) });
  }
  return rows;
}

function wishValue(key: string, v: unknown): string {
  if (typeof v === "boolean") return yesNo(v);
  if (key === "language") return v === "de" ? "Deutsch" : v === "en" ? "Englisch" : String(v);
  if (Array.isArray(v)) return v.map((x) => (key === "eDevices" ? (E_DEVICE_LABELS[String(x)] ?? String(x)) : String(x))).join(", ");
  return String(v);
}

/** An access-log entry in words: "Lena Vogt – Telefonnummer angezeigt, Ansicht „Leadpool“". */
export function accessText(who: string, kind: string, screen: string): string {
  const what = (ACCESS_KIND_LABELS as Record<string, string>)[kind] ?? "Zugriff";
  return `${who} – ${what}, Ansicht „${accessScreenLabel(screen)}“`;
}

/** A value as the person reads it, by the field's kind and, for codes, the field's words. */
function valueText(key: string, value: unknown, parent: Record<string, unknown>): string {
  const kind = PERSON_FIELDS[key]?.kind ?? "text";
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return yesNo(value);
  if (kind === "day") return berlinDateText(String(value)) || "–";
  if (kind === "moment") return berlinDateTimeText(String(value)) || "–";
  if (kind === "cents") return formatEuro(Number(value));
  if (kind === "euros") return formatEuros(Number(value));
  if (kind === "months") return `${value} Monate`;
  if (key === "reason" && "text" in parent) return declineReasonText(String(value), parent.text as string | null);
  if (key === "kind" && "screen" in parent) return (ACCESS_KIND_LABELS as Record<string, string>)[String(value)] ?? "Zugriff";
  if (key === "screen") return accessScreenLabel(String(value));
  return String(value);
}

/**
 * A record of the export with German names and words throughout: each labelled field, lists record by
 * record, the wishes as their rows. Fields without a label (internal ids) are left out.
 */
export function labelledRecord(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const field = PERSON_FIELDS[key];
    // Internal fields have no label; a decline's own text is part of its reason ("Sonstiges: …").
    if (!field || (key === "text" && "reason" in record)) continue;
    if (key === "wishes") {
      out[field.label] = Object.fromEntries(wishRows((value ?? {}) as Record<string, unknown>).map((r) => [r.label, r.value]));
    } else if (Array.isArray(value)) {
      out[field.label] = value.map((v) => (v && typeof v === "object" ? labelledRecord(v as Record<string, unknown>) : String(v)));
    } else {
      out[field.label] = valueText(key, value, record);
    }
  }
  return out;
}
