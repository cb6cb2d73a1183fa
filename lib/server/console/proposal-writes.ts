import "server-only";
import { statusChangeSubject } from "@/lib/domain/console/audit-text";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { leads, opportunities, proposalComments, proposals } from "@/models/console/requests";
import { stores, type Store } from "@/models/platform/stores";
import { AppError, forbidden } from "../platform/errors";
import { WRITE_MESSAGES, eurosToCentsExact, type ProposalTree } from "@/lib/domain/console/console-writes";
import { formatDate, formatYyyymmdd } from "@/lib/domain/platform/format";
import { slackMessage } from "@/lib/domain/platform/slack-text";
import { mayAccess, type Viewer } from "../platform/access";
import { getDb } from "../platform/db";
import { enqueueChat, enqueueCrm } from "../platform/deliveries";
import { commentDto, proposalRows, toProposalDto, type ProposalDto } from "./proposals";
import { actorOf, recordAudit } from "../platform/audit";

/** The customer's real planning link, for the redirect of planningRedirect (access checked). */
export async function planningLinkFor(viewer: Viewer, proposalCrmId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ link: leads.personalizedLink, s: stores })
    .from(proposals)
    .innerJoin(leads, eq(leads.id, proposals.leadId))
    .innerJoin(stores, eq(stores.id, proposals.storeId))
    .where(eq(proposals.crmId, proposalCrmId));
  if (!row || !mayAccess(viewer, row.s)) throw forbidden();
  // An anonymised customer's planning link was removed with the name (docs/deletion-concept.md).
  if (!row.link) throw new AppError("not_found", "Die Planung dieses Kunden ist nicht mehr vorhanden: Seine Daten wurden anonymisiert.");
  return row.link;
}

/** A proposal the viewer may see, with its store and its DTO (status and unlock derived on the server). */
export type LoadedProposal = { dto: ProposalDto; store: Store; opportunityCrmId: string };

/**
 * Loads one proposal by id or CRM id. "Not yours" and "not there" answer the same 403, so nobody can
 * probe for other studios' proposals (ARCHITECTURE habit 4).
 */
export async function loadProposal(viewer: Viewer, key: { id?: string; crmId?: string }): Promise<LoadedProposal> {
  const db = await getDb();
  const where = key.id ? sql`p.id = ${key.id}` : sql`p.crm_id = ${key.crmId ?? ""}`;
  const [row] = await proposalRows(db, where);
  if (!row) throw forbidden();
  const [[store], comments] = await Promise.all([
    db.select().from(stores).where(eq(stores.id, row.store_id)),
    db
      .select({ date: proposalComments.date, value: proposalComments.value, authorName: proposalComments.authorName })
      .from(proposalComments)
      .where(eq(proposalComments.proposalId, row.id))
      .orderBy(asc(proposalComments.createdAt)),
  ]);
  if (!store || !mayAccess(viewer, store)) throw forbidden();
  return { dto: toProposalDto(row, comments.map(commentDto), new Date()), store, opportunityCrmId: row.opportunity_crm_id };
}

/** SPEC 4 "Unlock": only unlocked rows may be changed; the server decides, whatever the UI showed. */
function assertUnlocked(p: LoadedProposal) {
  if (!p.dto.unlocked) throw new AppError("rule", WRITE_MESSAGES.locked);
}

const customerNumber = (p: LoadedProposal) => p.dto.opportunity.crm.Customer_Number__c;

/** dbUpdate type Proposal (SPEC 7): status with a server timestamp, sold price, on-site appointment. */
export async function updateProposal(viewer: Viewer, key: { id?: string; crmId?: string }, tree: ProposalTree): Promise<ProposalDto> {
  const loaded = await loadProposal(viewer, key);
  assertUnlocked(loaded);
  const set: Partial<typeof proposals.$inferInsert> = {};
  if (tree.storeEditedStatus !== undefined) {
    set.storeEditedStatus = tree.storeEditedStatus;
    set.storeEditedStatusTimestamp = new Date();
    set.storeEditedStatusByName = viewer.name;
  }
  if (tree.storeEditedSoldPrice !== undefined) {
    set.storeEditedSoldPriceCents = tree.storeEditedSoldPrice === null ? null : eurosToCentsExact(tree.storeEditedSoldPrice);
  }
  if (tree.storeCustomAppointmentDate !== undefined) set.storeCustomAppointmentDate = tree.storeCustomAppointmentDate;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(proposals).set(set).where(eq(proposals.id, loaded.dto.id));
    if (tree.storeEditedStatus !== undefined) {
      await recordAudit(tx, {
        storeId: loaded.store.id,
        action: "status_change",
        actor: actorOf(viewer),
        subject: statusChangeSubject(customerNumber(loaded), tree.storeEditedStatus),
        details: { proposalId: loaded.dto.id, status: tree.storeEditedStatus },
      });
    }
    // SPEC 7: a store entering an appointment for a customer number notifies the store channel.
    if (tree.storeCustomAppointmentDate) {
      await enqueueChat(
        tx,
        loaded.store,
        "store",
        slackMessage`${loaded.store.name} (${loaded.store.storeNumber}) hat einen Termin für Kunde ${customerNumber(loaded)} eingetragen: ${formatDate(tree.storeCustomAppointmentDate)}.`,
      );
    }
  });
  return (await loadProposal(viewer, { id: loaded.dto.id })).dto;
}

/** proposalAddComment (SPEC 7): appends the comment and notifies the store channel. */
export async function addProposalComment(viewer: Viewer, id: string, entry: { date: number; value: string }): Promise<ProposalDto> {
  const loaded = await loadProposal(viewer, { id });
  assertUnlocked(loaded);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(proposalComments)
      .values({ proposalId: id, date: entry.date, value: entry.value, authorUserId: viewer.userId, authorName: viewer.name });
    await enqueueChat(
      tx,
      loaded.store,
      "store",
      // The customer number only, never the comment: it may name the person (docs/deletion-concept.md).
      slackMessage`${loaded.store.name} (${loaded.store.storeNumber}) hat einen Kommentar für Kunde ${customerNumber(loaded)} eingetragen (${formatYyyymmdd(entry.date)}).`,
    );
  });
  return (await loadProposal(viewer, { id })).dto;
}

/**
 * crmUpdate type Opportunity (SPEC 7): the installation date, written to the mirror and queued for the
 * CRM. The viewer needs an unlocked proposal of one of its stores on that opportunity.
 */
export async function updateOpportunityInstallation(
  viewer: Viewer,
  crmId: string,
  installationDate: string | null,
): Promise<{ crmId: string; Installation_Date__c: string | null }> {
  const db = await getDb();
  const candidates = await db
    .select({ crmId: proposals.crmId, storeId: proposals.storeId, parentId: stores.parentId, oppId: opportunities.id, oppCrm: opportunities.crm })
    .from(opportunities)
    .innerJoin(proposals, eq(proposals.opportunityId, opportunities.id))
    .innerJoin(stores, eq(stores.id, proposals.storeId))
    .where(eq(opportunities.crmId, crmId));
  const mine = candidates.filter((c) => mayAccess(viewer, { id: c.storeId, parentId: c.parentId }));
  if (mine.length === 0) throw forbidden();
  let unlocked = false;
  for (const c of mine) if ((await loadProposal(viewer, { crmId: c.crmId })).dto.unlocked) unlocked = true;
  if (!unlocked) throw new AppError("rule", WRITE_MESSAGES.locked);
  const date = installationDate ? installationDate.slice(0, 10) : null;
  await db.transaction(async (tx) => {
    await tx
      .update(opportunities)
      .set({ crm: { ...mine[0].oppCrm, Installation_Date__c: date } })
      .where(eq(opportunities.id, mine[0].oppId));
    await enqueueCrm(tx, "Opportunity", crmId, { Installation_Date__c: date });
  });
  return { crmId, Installation_Date__c: date };
}

/** Prices of the other studios' offers for the same opportunity, and of this studio's other offers. */
export async function priceComparison(store: Pick<Store, "id">, crmId: string) {
  const db = await getDb();
  const [own] = await db
    .select({ id: proposals.id, opportunityId: proposals.opportunityId, crm: proposals.crm })
    .from(proposals)
    .where(and(eq(proposals.crmId, crmId), eq(proposals.storeId, store.id)));
  if (!own) throw forbidden();
  const [others, mine] = await Promise.all([
    db
      .select({ crm: proposals.crm })
      .from(proposals)
      .where(and(eq(proposals.opportunityId, own.opportunityId), ne(proposals.id, own.id))),
    db
      .select({ crm: proposals.crm })
      .from(proposals)
      .where(and(eq(proposals.storeId, store.id), ne(proposals.id, own.id), inArray(proposals.stage, ["Received"]))),
  ]);
  return { price: own.crm.Price__c ?? null, competitorPrices: others.map((o) => o.crm.Price__c), ownPrices: mine.map((o) => o.crm.Price__c) };
}
