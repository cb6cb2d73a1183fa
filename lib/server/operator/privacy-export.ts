import "server-only";
import { startPdf } from "../platform/pdf";
import { berlinDateText, berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { formatEuro, formatEuros } from "@/lib/domain/platform/format";
import { accessText, labelledRecord, wishRows } from "@/lib/domain/console/person-labels";
import { declineReasonText } from "@/lib/domain/console/decline-state";
import type { PersonData } from "./privacy-data";

// The information export (Art. 15 DSGVO, issue 34): the same data once machine-readable (JSON, Art. 20)
// and once readable (PDF, German, a heading per studio and per kind of record).

export type ExportMeta = { createdAt: Date; createdBy: string; query: string };

/**
 * The JSON file: what was searched, by whom and when, and everything stored, with the German names and
 * words of the one label table (lib/domain/console/person-labels.ts), never internal codes or ids.
 */
export function privacyJson(person: PersonData, meta: ExportMeta): string {
  return JSON.stringify(
    {
      art: "Auskunft nach Art. 15 DSGVO",
      erstelltAm: berlinDateTimeText(meta.createdAt),
      erstelltVon: meta.createdBy,
      suchbegriff: meta.query,
      anfragen: person.requests.map(labelledRecord),
      finanzierungsanfragen: person.financeRequests.map(labelledRecord),
      kopien: person.copies.map((c) => ({
        Ablage: c.where,
        ...(c.studio ? { Studio: c.studio } : {}),
        Datum: c.createdAt ? berlinDateTimeText(c.createdAt) : "",
        Text: c.text,
      })),
    },
    null,
    2,
  );
}

type Section = { heading: string; lines: string[] };

/** The person's records grouped by studio, then by kind, as the PDF shows them. */
function byStudio(person: PersonData): Map<string, Section[]> {
  const studios = new Map<string, Map<string, string[]>>();
  const add = (studio: string, kind: string, line: string) => {
    const kinds = studios.get(studio || "Marktplatz") ?? new Map<string, string[]>();
    studios.set(studio || "Marktplatz", kinds);
    kinds.set(kind, [...(kinds.get(kind) ?? []), line]);
  };
  const d = (v: string | null) => (v ? berlinDateText(v) : "–");
  for (const r of person.requests) {
    const where = r.poolStudio ?? "";
    add(
      where,
      "Anfrage",
      [
        `Anfrage ${r.leadNumber} vom ${d(r.createdAt)}, Kundennummer ${r.customerNumber}`,
        `Name: ${[r.firstName, r.lastName].filter(Boolean).join(" ") || "–"}`,
        `Telefon: ${r.phone || "–"}`,
        r.postcode ? `Postleitzahl: ${r.postcode}` : "",
        r.planningLink ? `Link zur Planung: ${r.planningLink}` : "",
        r.comment ? `Kommentar zu den Kundenwünschen: ${r.comment}` : "",
        ...wishRows(r.wishes).map((w) => `${w.label}: ${w.value}`),
        r.phoneDisplayedAt ? `Telefonnummer im Leadpool angezeigt am ${d(r.phoneDisplayedAt)}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
    );
    for (const f of r.files) add(where, "Dateien", `${f.filename} (hochgeladen mit der Anfrage vom ${d(r.createdAt)})`);
    for (const p of r.proposals) {
      add(
        p.studio,
        "Angebote",
        [
          `Angebot ${p.proposalNumber} (Kundennummer ${p.customerNumber}), angefragt am ${d(p.requestedAt)}${p.acceptedAt ? `, angenommen am ${d(p.acceptedAt)}` : ""}`,
          `Name: ${p.name || "–"} · E-Mail: ${p.email || "–"} · Telefon: ${p.phone || "–"}`,
          p.offerPriceEuro !== null ? `Angebotspreis: ${formatEuros(p.offerPriceEuro)}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      );
      if (p.appointmentAt) add(p.studio, "Termine", `Studiotermin am ${berlinDateTimeText(p.appointmentAt)}`);
      if (p.soldAt) add(p.studio, "Verkäufe", `Verkauft am ${d(p.soldAt)}${p.soldPriceCents !== null ? ` für ${formatEuro(p.soldPriceCents)}` : ""}`);
      for (const c of p.comments) add(p.studio, "Kommentare", `${d(c.createdAt)}${c.author ? ` (${c.author})` : ""}: ${c.text}`);
    }
    for (const x of r.declines) add(x.studio, "Absagen", `${d(x.createdAt)}: ${declineReasonText(x.reason, x.text)}`);
    for (const n of r.notifications) add(n.studio, "Benachrichtigungen", `${d(n.createdAt)}: ${n.message}`);
    for (const a of r.accessLog) add(a.studio, "Zugriffsprotokoll", `${berlinDateTimeText(a.at)}: ${accessText(a.who, a.kind, a.screen)}`);
  }
  for (const f of person.financeRequests)
    add(
      f.studio,
      "Finanzierungsanfragen",
      `${d(f.createdAt)}: ${f.name}, ${f.phone}, ${f.email}, ${formatEuro(f.amountCents)} über ${f.termMonths} Monate`,
    );
  for (const c of person.copies)
    add(c.studio, "Kopien in Nachrichten", `${c.createdAt ? berlinDateTimeText(c.createdAt) : "–"}, ${c.where}: ${c.text}`);
  return new Map([...studios].map(([studio, kinds]) => [studio, [...kinds].map(([heading, lines]) => ({ heading, lines }))]));
}

/** The readable PDF: a heading per studio, below it one per kind of record. */
export async function privacyPdf(person: PersonData, meta: ExportMeta): Promise<Buffer> {
  const { doc, done } = startPdf({ info: { Title: "Auskunft über gespeicherte Daten", CreationDate: meta.createdAt } });
  doc.font("Bold").fontSize(18).text("Auskunft über gespeicherte Daten (Art. 15 DSGVO)");
  doc
    .moveDown(0.5)
    .font("Regular")
    .fontSize(10)
    .text(`Erstellt am ${berlinDateTimeText(meta.createdAt)} von ${meta.createdBy}. Suchbegriff: ${meta.query}`);
  const studios = byStudio(person);
  if (studios.size === 0) doc.moveDown().text("Zu diesem Suchbegriff ist nichts gespeichert.");
  for (const [studio, sections] of studios) {
    doc.moveDown(1.2).font("Bold").fontSize(14).text(studio);
    for (const s of sections) {
      doc.moveDown(0.5).font("Bold").fontSize(11).text(s.heading);
      doc.font("Regular").fontSize(10);
      for (const line of s.lines) doc.moveDown(0.2).text(line);
    }
  }
  doc.end();
  return done;
}
