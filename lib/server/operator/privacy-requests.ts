import "server-only";
import { desc, eq } from "drizzle-orm";
import { privacyRequests, type PrivacyRequestKind, type PrivacyRequestSummary } from "@/models/operator/privacy-requests";
import type { Db } from "@/models/platform/db";
import { parsePrivacyQuery, PRIVACY_REQUEST_LABELS } from "@/lib/domain/platform/privacy-query";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import type { StoragePort } from "@/lib/integrations/storage";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { collectPerson, customerNumbersOf, MARKETPLACE, recordsOf, traitsOf, type PersonData, type PrivacyRecord } from "./privacy-data";
import { redactCopies } from "./privacy-copies";
import { privacyJson, privacyPdf } from "./privacy-export";
import { openSubject, sealSubject } from "./privacy-subject";
import { anonymiseLead } from "../console/retention";
import { deleteFinanceRequests, requestsOfPerson } from "../console/person-records";

// Information and erasure on request in /betrieb → Datenschutz (issue 34, docs/deletion-concept.md
// "Auskunft und Löschung auf Antrag"). End customers are no users: they write to the operator, whose
// people search here, export and erase. Every export and erasure is a row of privacy_requests.

export type PrivacySubjectDto = {
  /** Opaque: the sealed search (lib/server/operator/privacy-subject.ts), valid for an hour. */
  subjectId: string;
  customerNumbers: string[];
  /** The names stored with the requests, so the operator can tell whether it is the right person. */
  names: string[];
  /** The studios holding records (the marketplace's own request record aside). */
  studios: string[];
  records: PrivacyRecord[];
};
export type PrivacySearchDto = { query: string; subjects: PrivacySubjectDto[] };

/** The operator's person who handles a request, as the record names them. */
export type PrivacyHandler = { userId: string | null; name: string };

/**
 * privacySearch: one person per search (the same e-mail in two studios' requests is one person with
 * several records), or none. The search itself changes nothing and is not a request yet.
 */
export async function privacySearch(typed: string): Promise<PrivacySearchDto> {
  const query = parsePrivacyQuery(typed);
  if (!query) throw new AppError("bad_input", "Bitte geben Sie eine E-Mail-Adresse, eine Telefonnummer oder eine Kundennummer (KA-…) ein.", "query");
  const db = await getDb();
  const ids = await requestsOfPerson(db, query);
  const person = await collectPerson(db, ids);
  if (person.requests.length === 0 && person.financeRequests.length === 0) return { query: typed.trim(), subjects: [] };
  const records = recordsOf(person);
  const names = new Set<string>();
  for (const r of person.requests) names.add([r.firstName, r.lastName].filter(Boolean).join(" "));
  for (const f of person.financeRequests) names.add(f.name);
  return {
    query: typed.trim(),
    subjects: [
      {
        subjectId: sealSubject({ typed: typed.trim(), query, leadIds: ids.leadIds, financeIds: ids.financeIds }),
        customerNumbers: customerNumbersOf(person),
        names: [...names].filter(Boolean),
        studios: [...new Set(records.map((r) => r.studio).filter((s) => s !== MARKETPLACE))],
        records,
      },
    ],
  };
}

async function startRequest(db: Db, kind: PrivacyRequestKind, query: string, subject: string, who: PrivacyHandler, format: string | null) {
  const [row] = await db
    .insert(privacyRequests)
    .values({ kind, query, subject, operatorUserId: who.userId, operatorName: who.name, format })
    .returning({ id: privacyRequests.id, createdAt: privacyRequests.createdAt });
  return row;
}

async function completeRequest(db: Db, id: string, summary: PrivacyRequestSummary, at = new Date()) {
  await db.update(privacyRequests).set({ completedAt: at, summary }).where(eq(privacyRequests.id, id));
}

function countRecords(person: PersonData): number {
  return recordsOf(person).filter((r) => r.kind !== "access").length;
}

/** privacyExport: the person's data as JSON or PDF, recorded as an Auskunft before the file leaves. */
export async function privacyExport(subjectId: string, format: "json" | "pdf", who: PrivacyHandler): Promise<Response> {
  const subject = openSubject(subjectId);
  const db = await getDb();
  const person = await collectPerson(db, subject);
  const request = await startRequest(db, "auskunft", subject.typed, customerNumbersOf(person).join(", "), who, format);
  const meta = { createdAt: request.createdAt, createdBy: who.name, query: subject.typed };
  const body = format === "json" ? Buffer.from(privacyJson(person, meta), "utf8") : await privacyPdf(person, meta);
  await completeRequest(db, request.id, { records: countRecords(person), erased: [], kept: [] });
  const filename = `auskunft-${berlinIsoDay(request.createdAt)}.${format}`;
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": format === "json" ? "application/json; charset=utf-8" : "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an erasure keeps, and why (German, shown to the operator and stored with the request). */
function keptOf(person: PersonData): PrivacyRequestSummary["kept"] {
  const kept: PrivacyRequestSummary["kept"] = [];
  const proposals = person.requests.flatMap((r) => r.proposals).length;
  if (person.requests.length)
    kept.push({
      what: `Kundennummer, Status, Daten und Preise ${proposals ? `der ${plural(proposals, "Anfrage an ein Studio", "Anfragen an Studios")}` : "der Anfrage"} (ohne Namen und Kontaktdaten)`,
      why: "Ohne Namen und Kontaktdaten keiner Person mehr zuzuordnen; die Statistiken der Studios und die Abrechnung angezeigter Telefonnummern zählen sie.",
    });
  const accesses = person.requests.reduce((n, r) => n + r.accessLog.length, 0);
  if (accesses)
    kept.push({
      what: `Zugriffsprotokoll (${plural(accesses, "Eintrag", "Einträge")}: wer die Daten wann angesehen hat)`,
      why: "Nachweis der Zugriffe (Art. 5 Abs. 2, Art. 32 DSGVO); wird nach 12 Monaten gelöscht.",
    });
  kept.push({
    what: "Bestellungen, Rechnungen und Gutschriften der Studios",
    why: "Enthalten keine Daten von Endkunden; sie sind 10 Jahre aufzubewahren (§ 257 HGB, § 147 AO).",
  });
  kept.push({
    what: "Dieser Antrag (Suchbegriff, Kundennummern, Ergebnis)",
    why: "Nachweis, dass der Antrag bearbeitet wurde (Art. 5 Abs. 2, Art. 12 DSGVO); wird nach 36 Monaten gelöscht.",
  });
  return kept;
}

export type PrivacyEraseDto = { requestId: string; summary: PrivacyRequestSummary };

/**
 * privacyErase: every request of the person is anonymised as the retention job does it (anonymiseLead:
 * names, contact data, planner link, wishes' comment, files, studio comments, notifications, decline
 * texts; Salesforce through the queue), open or not, and their finance requests are deleted. What the
 * statistics count stays. Recorded as a Löschung with what was erased and what was kept and why.
 */
export async function privacyErase(
  subjectId: string,
  who: PrivacyHandler,
  opts: { now?: Date; storage?: StoragePort } = {},
): Promise<PrivacyEraseDto> {
  const subject = openSubject(subjectId);
  const db = await getDb();
  const person = await collectPerson(db, subject);
  if (person.requests.length === 0 && person.financeRequests.length === 0)
    throw new AppError("conflict", "Zu dieser Suche ist nichts mehr gespeichert: Die Daten wurden bereits gelöscht. Bitte suchen Sie erneut.");
  const now = opts.now ?? new Date();
  const request = await startRequest(db, "loeschung", subject.typed, customerNumbersOf(person).join(", "), who, null);
  let files = 0;
  for (const r of person.requests) files += await anonymiseLead(db, r.leadId, { now, storage: opts.storage });
  // Copies of what studios wrote about the person (chat, queued and delivered deliveries, bell texts):
  // names, phone and e-mail redacted, found by what was stored before the anonymisation removed it.
  const copies = await redactCopies(db, traitsOf(person));
  const finance = person.financeRequests.length ? await deleteFinanceRequests(db, subject.financeIds) : 0;

  const proposals = person.requests.flatMap((r) => r.proposals);
  const studios = new Set(proposals.map((p) => p.studio));
  const comments = proposals.reduce((n, p) => n + p.comments.length, 0);
  const notes = person.requests.reduce((n, r) => n + r.notifications.length, 0);
  const declineTexts = person.requests.reduce((n, r) => n + r.declines.filter((d) => d.text).length, 0);
  const erased = [
    person.requests.length
      ? `${plural(person.requests.length, "Anfrage", "Anfragen")} anonymisiert: Name, Telefon, Postleitzahl, Link zur Planung und Kommentar zu den Kundenwünschen entfernt, „Anonymisiert“ statt des Namens`
      : "",
    proposals.length
      ? `${plural(proposals.length, "Anfrage", "Anfragen")} in ${plural(studios.size, "Studio", "Studios")} (${[...studios].join(", ")}): E-Mail und Telefon entfernt`
      : "",
    files ? `${plural(files, "Datei", "Dateien")} (Grundrisse, Fotos) gelöscht` : "",
    comments ? `${plural(comments, "Kommentar", "Kommentare")} der Studios gelöscht` : "",
    notes ? `${plural(notes, "Benachrichtigung", "Benachrichtigungen")} gelöscht` : "",
    declineTexts ? `Freitext von ${plural(declineTexts, "Absage", "Absagen")} gelöscht (der Absagegrund bleibt)` : "",
    finance ? `${plural(finance, "Finanzierungsanfrage", "Finanzierungsanfragen")} gelöscht` : "",
    copies
      ? `Kopien in Nachrichten (Chat-Protokoll, Zustellungen, Benachrichtigungen): Name, Telefon und E-Mail in ${plural(copies, "Text", "Texten")} durch „[gelöscht]“ ersetzt`
      : "",
    person.requests.length ? "Salesforce: Name, Telefon und E-Mail werden dort ebenfalls geleert" : "",
  ].filter(Boolean);
  const summary: PrivacyRequestSummary = { records: countRecords(person), erased, kept: keptOf(person) };
  await completeRequest(db, request.id, summary);
  return { requestId: request.id, summary };
}

export type PrivacyRequestDto = {
  id: string;
  kind: PrivacyRequestKind;
  kindLabel: string;
  query: string;
  subject: string;
  operatorName: string;
  format: string | null;
  createdAt: string;
  completedAt: string | null;
  summary: PrivacyRequestSummary | null;
};

/** privacyRequests: the last 100 requests, newest first. */
export async function listPrivacyRequests(): Promise<{ requests: PrivacyRequestDto[] }> {
  const db = await getDb();
  const rows = await db.select().from(privacyRequests).orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id)).limit(100);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      kindLabel: PRIVACY_REQUEST_LABELS[r.kind],
      query: r.query,
      subject: r.subject,
      operatorName: r.operatorName,
      format: r.format,
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      summary: r.summary,
    })),
  };
}
