import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { leadDeclines } from "@/models/console/declines";
import { leads, proposals } from "@/models/console/requests";
import { type Store } from "@/models/platform/stores";
import { declineCrmFields, declineUndoCrmFields, normalizeDecline, type DeclineReason } from "@/lib/domain/console/decline";
import { declineUndoUntil, mayUndoDecline, UNDO_NOTHING, UNDO_TOO_LATE } from "@/lib/domain/console/decline-state";
import { REMINDER_STAGES } from "@/lib/domain/console/reminders";
import { AppError } from "../platform/errors";
import type { Viewer } from "../platform/access";
import { getDb } from "../platform/db";
import { enqueueCrm } from "../platform/deliveries";
import { logger } from "../platform/log";

const log = logger("declines");

export type DeclineInput = { leadNumber?: string; crmId?: string; reason: DeclineReason; text?: string; contacted: boolean };

const NOT_OPEN = "Diese Anfrage ist nicht mehr offen oder gehört nicht zu Ihrem Studio.";
const ALREADY = "Diese Anfrage wurde bereits abgelehnt.";

/**
 * "Kein Interesse" (storeLeadDecline): the studio declines a lead of its pool (by lead number) or a
 * received request still open (by the proposal's CRM id). The lead leaves the studio's open list, the
 * reason is kept for the master's statistics and pushed to the CRM through the queue (crm-push), in the same
 * transaction, so a CRM outage never loses it.
 */
export async function declineLead(viewer: Viewer, store: Store, input: DeclineInput) {
  const decline = normalizeDecline(input);
  const db = await getDb();
  const now = new Date();
  const target = input.crmId ? await openProposal(store, input.crmId) : await poolLead(store, input.leadNumber ?? "");
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(leadDeclines)
      .values({
        storeId: store.id,
        leadId: target.leadId,
        proposalId: target.proposalId,
        ...{ reason: decline.reason, text: decline.text, customerContacted: decline.contacted },
        userId: viewer.userId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: leadDeclines.id });
    if (inserted.length === 0) throw new AppError("conflict", ALREADY);
    if (target.proposalId) await tx.update(proposals).set({ storeDeclinedAt: now }).where(eq(proposals.id, target.proposalId));
    const fields = declineCrmFields(decline, now);
    if (target.crm) await enqueueCrm(tx, target.crm.sobject, target.crm.id, fields);
    else log.warn({ leadId: target.leadId }, "Absage ohne CRM-Datensatz: nur lokal gespeichert");
  });
  return { declined: true as const, reason: decline.reason, declinedAt: now.toISOString(), undoUntil: declineUndoUntil(now).toISOString() };
}

type Target = { leadId: string; proposalId: string | null; crm: { sobject: "Proposal__c" | "Lead"; id: string } | null };

async function openProposal(store: Store, crmId: string): Promise<Target> {
  const db = await getDb();
  const [row] = await db
    .select({ id: proposals.id, leadId: proposals.leadId, declinedAt: proposals.storeDeclinedAt })
    .from(proposals)
    .where(and(eq(proposals.crmId, crmId), eq(proposals.storeId, store.id), inArray(proposals.stage, [...REMINDER_STAGES])));
  // Another studio's proposal, an unknown one and an answered one look alike.
  if (!row) throw new AppError("forbidden", NOT_OPEN);
  if (row.declinedAt) throw new AppError("conflict", ALREADY);
  return { leadId: row.leadId, proposalId: row.id, crm: { sobject: "Proposal__c", id: crmId } };
}

async function poolLead(store: Store, leadNumber: string): Promise<Target> {
  if (!store.leadpoolActive) throw new AppError("forbidden", "Der Leadpool ist für dieses Studio nicht freigeschaltet.");
  const db = await getDb();
  const [row] = await db
    .select({ id: leads.id, crmId: sql<string | null>`${leads.crm}->>'Id'` })
    .from(leads)
    .where(and(eq(leads.leadNumber, leadNumber), eq(leads.poolStoreId, store.id)));
  if (!row) throw new AppError("forbidden", "Dieser Lead gehört nicht zum Leadpool Ihres Studios.");
  return { leadId: row.id, proposalId: null, crm: row.crmId ? { sobject: "Lead", id: row.crmId } : null };
}

export type UndoInput = { leadNumber?: string; crmId?: string };

/**
 * "Rückgängig" (storeLeadDeclineUndo): within ten minutes of a decline the studio takes it back; the
 * request returns to its open list (or the lead to its pool) in its state before, the reason leaves the
 * master's statistics, and the CRM record's decline fields are cleared through the queue (`crm-push`), in the same
 * transaction. Later, or for a request this studio did not decline, it is refused with the reason.
 */
export async function undoDecline(store: Store, input: UndoInput, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const where = input.crmId
      ? and(eq(leadDeclines.storeId, store.id), eq(proposals.crmId, input.crmId))
      : and(eq(leadDeclines.storeId, store.id), eq(leads.leadNumber, input.leadNumber ?? ""), isNull(leadDeclines.proposalId));
    const [row] = await tx
      .select({
        id: leadDeclines.id,
        proposalId: leadDeclines.proposalId,
        createdAt: leadDeclines.createdAt,
        leadCrmId: sql<string | null>`${leads.crm}->>'Id'`,
        proposalCrmId: proposals.crmId,
      })
      .from(leadDeclines)
      .innerJoin(leads, eq(leads.id, leadDeclines.leadId))
      .leftJoin(proposals, eq(proposals.id, leadDeclines.proposalId))
      .where(where)
      .for("update", { of: leadDeclines });
    if (!row) throw new AppError("not_found", UNDO_NOTHING);
    if (!mayUndoDecline(row.createdAt, now)) throw new AppError("conflict", UNDO_TOO_LATE);
    await tx.delete(leadDeclines).where(eq(leadDeclines.id, row.id));
    if (row.proposalId) await tx.update(proposals).set({ storeDeclinedAt: null }).where(eq(proposals.id, row.proposalId));
    const crm = row.proposalCrmId
      ? { sobject: "Proposal__c" as const, id: row.proposalCrmId }
      : row.leadCrmId
        ? { sobject: "Lead" as const, id: row.leadCrmId }
        : null;
    if (crm) await enqueueCrm(tx, crm.sobject, crm.id, declineUndoCrmFields());
    return { undone: true as const };
  });
}

/** Lead ids this studio declined (they leave its lead pool list). */
export function declinedLeadsOf(storeId: string) {
  return sql`(select ${leadDeclines.leadId} from ${leadDeclines} where ${leadDeclines.storeId} = ${storeId})`;
}
