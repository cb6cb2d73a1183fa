import "server-only";
import { and, desc, eq, notInArray } from "drizzle-orm";
import { financeRequests, leads } from "@/models/console/requests";
import { type Store } from "@/models/platform/stores";
import type { LeadUserData, LeadUserDataRaw } from "@/models/console/lead-crm-types";
import { AppError } from "../platform/errors";
import { effectiveLeadpoolStatus, type LeadpoolStatusId } from "@/lib/domain/console/leadpool-status";
import { visibleUploads } from "@/lib/domain/console/leadpool-table";
import { centsToEuros } from "@/lib/domain/platform/money";
import { getDb } from "../platform/db";
import { declinedLeadsOf } from "./declines";
import { recordAccess } from "./access-log";
import type { Viewer } from "../platform/access";

/** A lead of the pool as leadpoolLeads answers (SPEC 3 "Lead"). `phone` only once it was revealed. */
export type LeadpoolLeadDto = {
  leadNumber: string;
  customerNumber: string;
  crmLead: { FirstName: string; LastName: string; CreatedDate: string; BillingPostalCode: string };
  storeEditedStatus: string | null;
  leadpool: { leadpoolStatus: string | null };
  status: LeadpoolStatusId;
  phoneDisplayed: boolean;
  phone: string | null;
  /** The person was anonymised (docs/deletion-concept.md): nothing left to show, the page says "Anonymisiert". */
  anonymized: boolean;
  userData: Omit<LeadUserData, "uploads"> & { uploads: { filename: string; url: string; isHidden: false }[] };
  userDataRaw: LeadUserDataRaw;
};

type LeadRow = typeof leads.$inferSelect;

function assertPoolActive(store: Store) {
  // SPEC 6: the lead pool is visible only when leadpoolActive.
  if (!store.leadpoolActive) throw new AppError("forbidden", "Der Leadpool ist für dieses Studio nicht freigeschaltet.");
}

function toDto(row: LeadRow): LeadpoolLeadDto {
  const crmLead = row.crmLead ?? {
    FirstName: row.crm.FirstName,
    LastName: row.crm.LastName,
    CreatedDate: row.createdAt.toISOString(),
    BillingPostalCode: "",
  };
  const { uploads, ...rest } = row.userData;
  return {
    leadNumber: row.leadNumber,
    customerNumber: row.crm.Customer_Number__c,
    crmLead,
    storeEditedStatus: row.storeEditedStatus,
    leadpool: { leadpoolStatus: row.leadpoolStatus },
    status: effectiveLeadpoolStatus({ storeEdited: row.storeEditedStatus, leadpool: row.leadpoolStatus }),
    phoneDisplayed: row.phoneDisplayed,
    // The phone never leaves the server before the studio chose "Anzeigen" (SPEC 4).
    phone: row.phoneDisplayed ? (row.crm.Phone ?? null) : null,
    anonymized: row.anonymizedAt !== null,
    // Hidden uploads are not listed (SPEC 2.4); they are dropped here so their links never reach the browser.
    userData: { ...rest, uploads: visibleUploads(uploads).map((u) => ({ filename: u.filename, url: u.url, isHidden: false as const })) },
    userDataRaw: row.userDataRaw,
  };
}

export async function leadpoolLeads(store: Store): Promise<LeadpoolLeadDto[]> {
  assertPoolActive(store);
  const db = await getDb();
  // A lead the studio declined ("Kein Interesse") leaves its list.
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.poolStoreId, store.id), notInArray(leads.id, declinedLeadsOf(store.id))))
    .orderBy(desc(leads.createdAt));
  return rows.map(toDto);
}

/** A lead of this store's pool; a lead of another pool or no pool looks the same as an unknown one. */
async function poolLead(store: Store, leadNumber: string): Promise<LeadRow> {
  assertPoolActive(store);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.leadNumber, leadNumber), eq(leads.poolStoreId, store.id)));
  if (!row) throw new AppError("forbidden", "Dieser Lead gehört nicht zum Leadpool Ihres Studios.");
  return row;
}

/** The studio's sales status for a pool lead; kept as storeEditedStatus, which wins over the pool status (SPEC 4). */
export async function changeLeadpoolStatus(store: Store, leadNumber: string, statusId: LeadpoolStatusId) {
  const row = await poolLead(store, leadNumber);
  const db = await getDb();
  await db.update(leads).set({ storeEditedStatus: statusId }).where(eq(leads.id, row.id));
  return { leadpoolStatus: effectiveLeadpoolStatus({ storeEdited: statusId, leadpool: row.leadpoolStatus }) };
}

/**
 * Reveals the phone and records when it was first shown (the marketplace bills revealed contacts);
 * every reveal, first or not, is an access-log entry (issue 34).
 */
export async function displayLeadpoolPhone(viewer: Viewer, store: Store, leadNumber: string) {
  const row = await poolLead(store, leadNumber);
  if (row.anonymizedAt) throw new AppError("conflict", "Die Kundendaten dieser Anfrage wurden anonymisiert.");
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!row.phoneDisplayed) {
      await tx.update(leads).set({ phoneDisplayed: true, phoneDisplayedAt: new Date() }).where(eq(leads.id, row.id));
    }
    await recordAccess(tx, {
      storeId: store.id,
      viewer,
      kind: "phone",
      screen: "leadpool",
      leadId: row.id,
      customerNumber: row.crm.Customer_Number__c,
    });
  });
  return { phone: row.crm.Phone ?? "" };
}

export type FinanceRequestInput = { name: string; amountCents: number; termMonths: number; phone: string; email: string };
export type FinanceRequestDto = { id: string; name: string; amount: number; termMonths: number; phone: string; email: string; createdAt: string };

export async function saveFinanceRequest(store: Store, input: FinanceRequestInput): Promise<FinanceRequestDto> {
  assertPoolActive(store);
  const db = await getDb();
  const [row] = await db
    .insert(financeRequests)
    .values({ storeId: store.id, ...input })
    .returning();
  return financeDto(row);
}

export async function listFinanceRequests(store: Store): Promise<FinanceRequestDto[]> {
  assertPoolActive(store);
  const db = await getDb();
  const rows = await db.select().from(financeRequests).where(eq(financeRequests.storeId, store.id)).orderBy(desc(financeRequests.createdAt));
  return rows.map(financeDto);
}

function financeDto(r: typeof financeRequests.$inferSelect): FinanceRequestDto {
  return {
    id: r.id,
    name: r.name,
    amount: centsToEuros(r.amountCents),
    termMonths: r.termMonths,
    phone: r.phone,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
  };
}
