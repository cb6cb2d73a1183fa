import "server-only";
import { sql } from "drizzle-orm";
import { chatMessages } from "@/models/platform/chat-messages";
import { privacyRequests } from "@/models/operator/privacy-requests";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";
import { redactJson, tracePattern, type PersonTraits } from "@/lib/domain/platform/person-traces";
import { jobsWithDataMatching, rewriteJobData } from "@/lib/server/jobs/job-data";
import { redactColumn } from "../platform/person-redaction";
import { leadPoolCopies, redactLeadPoolCopies } from "../console/person-copies";

// Copies of what a studio wrote about an end customer (issue 45, finding 3; docs/deletion-concept.md
// "Kopien in Nachrichten"): a comment naming the person went on as a chat message, a mail or an event,
// waiting on the queue or delivered, and a bell text may name them. They are found by the person's name,
// phone and e-mail (lib/domain/platform/person-traces.ts), listed by the information export and redacted
// by the erasure; the records of the person's own requests are the anonymisation's (retention.ts).

/** One copy: where it lies (in German), its studio when it has one, when it was made, and its text. */
export type PersonCopy = { where: string; studio: string; storeId: string | null; createdAt: string | null; text: string };

const JOB_KINDS: Record<string, string> = { mail: "E-Mail", chat: "Chat", "crm-push": "CRM" };
const JOB_STATES: Record<string, string> = {
  created: "wartet",
  retry: "wartet",
  active: "wird gesendet",
  completed: "zugestellt",
  failed: "fehlgeschlagen",
  cancelled: "fehlgeschlagen",
};
const jobWhere = (queue: string, state: string) =>
  `Zustellung (${JOB_KINDS[queue.replace(/-dead$/, "")] ?? "Auftrag"}), ${queue.endsWith("-dead") ? "fehlgeschlagen" : (JOB_STATES[state] ?? state)}`;

/** The strings of a job's data, joined: what a person reads of a mail (subject, text) or a chat message. */
function textOf(data: unknown): string {
  if (typeof data === "string") return data;
  if (Array.isArray(data)) return data.map(textOf).filter(Boolean).join(" · ");
  if (data && typeof data === "object") return Object.values(data).map(textOf).filter(Boolean).join(" · ");
  return "";
}

/** Where the person's own records are (their comments, declines and notifications are the anonymisation's). */
export type OwnRecords = { leadIds: string[]; proposalIds: string[] };

/** Every copy that names the person, outside the records of their own requests. */
export async function findCopies(db: Db, person: PersonTraits, own: OwnRecords): Promise<PersonCopy[]> {
  const pattern = tracePattern(person);
  if (!pattern) return [];
  const names = new Map((await db.select({ id: stores.id, name: stores.name }).from(stores)).map((s) => [s.id, s.name]));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const out: PersonCopy[] = [];
  for (const m of await db
    .select()
    .from(chatMessages)
    .where(sql`${chatMessages.message} ~* ${pattern}`))
    out.push({ where: "Chat-Protokoll", studio: "", storeId: null, createdAt: iso(m.createdAt), text: m.message });
  for (const j of await jobsWithDataMatching(db, pattern))
    out.push({ where: jobWhere(j.queue, j.state), studio: "", storeId: null, createdAt: iso(j.createdOn), text: textOf(j.data) });
  const { notes, comments, declines } = await leadPoolCopies(db, pattern, own);
  for (const n of notes)
    out.push({ where: "Benachrichtigung", studio: names.get(n.storeId) ?? "", storeId: n.storeId, createdAt: iso(n.createdAt), text: n.message });
  for (const c of comments)
    out.push({
      where: "Kommentar zu einer anderen Anfrage",
      studio: names.get(c.storeId) ?? "",
      storeId: c.storeId,
      createdAt: iso(c.createdAt),
      text: c.value,
    });
  for (const d of declines)
    out.push({
      where: "Absage zu einer anderen Anfrage",
      studio: names.get(d.storeId) ?? "",
      storeId: d.storeId,
      createdAt: iso(d.createdAt),
      text: d.text ?? "",
    });
  return out;
}

/**
 * The erasure of the copies: in every text that names the person, the name, phone and e-mail become
 * „[gelöscht]“; the rest stays (a chat line still says which studio commented on which customer number).
 * A waiting job sends the redacted text. Answers how many copies were redacted.
 */
export async function redactCopies(db: Db, person: PersonTraits): Promise<number> {
  const pattern = tracePattern(person);
  if (!pattern) return 0;
  let n = 0;
  await db.transaction(async (tx) => {
    n += await redactColumn(tx, chatMessages, chatMessages.message, pattern, person);
    for (const j of await jobsWithDataMatching(tx, pattern)) {
      await rewriteJobData(tx, j, redactJson(j.data, person));
      n++;
    }
    n += await redactLeadPoolCopies(tx, pattern, person);
    // The requests' own record keeps the customer numbers as proof; the e-mail or phone typed into the search goes.
    await redactColumn(tx, privacyRequests, privacyRequests.query, pattern, person);
  });
  return n;
}
