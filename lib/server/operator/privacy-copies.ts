import "server-only";
import { and, eq, inArray, isNull, not, notInArray, or, sql } from "drizzle-orm";
import { chatMessages } from "@/models/platform/chat-messages";
import { leadDeclines } from "@/models/console/declines";
import { notifications, proposalComments, proposals } from "@/models/console/requests";
import { privacyRequests } from "@/models/operator/privacy-requests";
import { stores } from "@/models/platform/stores";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/models/platform/db";
import { redactJson, redactPerson, tracePattern, type PersonTraits } from "@/lib/domain/platform/person-traces";
import { jobsWithDataMatching, rewriteJobData } from "@/lib/server/jobs/job-data";

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
  const notOwnLead = own.leadIds.length ? or(isNull(notifications.leadId), not(inArray(notifications.leadId, own.leadIds))) : undefined;
  for (const n of await db
    .select()
    .from(notifications)
    .where(and(sql`${notifications.message} ~* ${pattern}`, notOwnLead)))
    out.push({ where: "Benachrichtigung", studio: names.get(n.storeId) ?? "", storeId: n.storeId, createdAt: iso(n.createdAt), text: n.message });
  const comments = await db
    .select({ value: proposalComments.value, storeId: proposals.storeId, createdAt: proposalComments.createdAt })
    .from(proposalComments)
    .innerJoin(proposals, eq(proposals.id, proposalComments.proposalId))
    .where(
      and(
        sql`${proposalComments.value} ~* ${pattern}`,
        own.proposalIds.length ? notInArray(proposalComments.proposalId, own.proposalIds) : undefined,
      ),
    );
  for (const c of comments)
    out.push({
      where: "Kommentar zu einer anderen Anfrage",
      studio: names.get(c.storeId) ?? "",
      storeId: c.storeId,
      createdAt: iso(c.createdAt),
      text: c.value,
    });
  const declineNotOwn = own.leadIds.length ? not(inArray(leadDeclines.leadId, own.leadIds)) : undefined;
  for (const d of await db
    .select()
    .from(leadDeclines)
    .where(and(sql`${leadDeclines.text} ~* ${pattern}`, declineNotOwn)))
    out.push({
      where: "Absage zu einer anderen Anfrage",
      studio: names.get(d.storeId) ?? "",
      storeId: d.storeId,
      createdAt: iso(d.createdAt),
      text: d.text ?? "",
    });
  return out;
}

/** Redacts the person in one text column of every row that names them; answers how many rows. */
async function redactColumn(tx: Tx, table: PgTable & { id: PgColumn }, column: PgColumn, pattern: string, person: PersonTraits): Promise<number> {
  const rows = await tx
    .select({ id: table.id, text: column })
    .from(table)
    .where(sql`${column} ~* ${pattern}`);
  for (const r of rows) {
    const text = redactPerson(String(r.text ?? ""), person);
    await tx.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${text} where ${table.id} = ${r.id}`);
  }
  return rows.length;
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
    n += await redactColumn(tx, notifications, notifications.message, pattern, person);
    n += await redactColumn(tx, proposalComments, proposalComments.value, pattern, person);
    n += await redactColumn(tx, leadDeclines, leadDeclines.text, pattern, person);
    // The requests' own record keeps the customer numbers as proof; the e-mail or phone typed into the search goes.
    await redactColumn(tx, privacyRequests, privacyRequests.query, pattern, person);
  });
  return n;
}
