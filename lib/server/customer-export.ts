import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { leads, opportunities, proposals, stores, type Store } from "@/models/schema";
import { CSV_BOM, csvEuro, csvLine, formatBerlinDate } from "@/lib/domain/csv";
import { eurosToCents } from "@/lib/domain/money";
import { isUnlocked, LOCKED_TEXT } from "@/lib/domain/unlock";
import { deriveProposalStatus, isWinningProposal, PROPOSAL_STATUS_LABELS } from "@/lib/domain/proposal-status";
import { berlinIsoDay } from "@/lib/domain/stats-metrics";
import { forbidden } from "@/lib/api/errors";
import { mayAccess, type Viewer } from "./access";
import { getDb } from "./db";

/** Columns of the customer CSV ("Kunden exportieren", SPEC 2.2): what a studio needs per customer. */
export const CUSTOMER_CSV_HEADER = [
  "Kundennummer",
  "Vorname",
  "Nachname",
  "Telefon",
  "E-Mail",
  "Studio",
  "Status",
  "Anfrage vom",
  "Angebot vom",
  "Studiotermin",
  "Verkauft am",
  "Angebotspreis (EUR)",
  "Verkaufspreis (EUR)",
  "Berater",
] as const;

/** Rows fetched per round trip: large enough to be quick, small enough to keep memory flat. */
const BATCH = 5000;

type Scope = { id: string; name: string }[];

/** The studios a store's export covers: a master's children, otherwise the store itself. */
async function exportScope(store: Store): Promise<Scope> {
  if (!store.isMaster) return [{ id: store.id, name: store.name }];
  const db = await getDb();
  return db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.parentId, store.id)).orderBy(asc(stores.name));
}

type Cursor = { at: string; id: string } | null;

/**
 * Proposals that lose to another proposal of the same opportunity (customer number) within the scope:
 * one row per customer, the sold one, else the newest request. Only opportunities with several
 * proposals in the scope are looked at, so the set stays small and each batch below needs no
 * per-row subquery.
 */
async function losingProposals(scopeIds: string[]): Promise<Set<string>> {
  if (scopeIds.length < 2) return new Set();
  const db = await getDb();
  const result = (await db.execute(sql`
    select id from (
      select p.id, row_number() over (
        partition by p.opportunity_id order by (p.sold_at is not null) desc, p.requested_at desc, p.id desc) as rn
      from proposals p
      where p.store_id in ${scopeIds}
        and p.opportunity_id in (select opportunity_id from proposals where store_id in ${scopeIds} group by 1 having count(*) > 1)
    ) ranked where rn > 1`)) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((r) => r.id));
}

/**
 * One batch of one studio, newest request first, keyed by (requested_at, id): an index range scan.
 * Only the fields the CSV needs leave the database (not the whole CRM documents), which keeps a
 * 100,000-customer export quick.
 */
async function batch(storeId: string, cursor: Cursor) {
  const db = await getDb();
  const p = proposals;
  return db
    .select({
      id: p.id,
      cursorAt: sql<string>`${p.requestedAt}::text`,
      proposalCrmId: p.crmId,
      requestedAt: p.requestedAt,
      acceptedAt: p.acceptedAt,
      appointmentAt: p.appointmentAt,
      soldAt: p.soldAt,
      soldPriceCents: p.soldPriceCents,
      storeEditedSoldPriceCents: p.storeEditedSoldPriceCents,
      storeEditedStatus: p.storeEditedStatus,
      kitchenPlannerName: p.kitchenPlannerName,
      visit: sql<string | null>`${p.crm}->>'Confirmed_Store_Visit_Date__c'`,
      price: sql<number | null>`(${p.crm}->>'Price__c')::float8`,
      phone: sql<string | null>`coalesce(${p.crm}->>'Phone__c', ${leads.crm}->>'Phone')`,
      email: sql<string | null>`${p.crm}->>'Customer_Email__c'`,
      stage: sql<string | null>`${opportunities.crm}->>'StageName'`,
      winner: sql<string | null>`${opportunities.crm}->>'Winning_Proposal__c'`,
      direct: sql<boolean | null>`(${opportunities.crm}->>'Direct_to_Store__c')::boolean`,
      customerNumber: sql<string>`coalesce(${opportunities.crm}->>'Customer_Number__c', ${leads.crm}->>'Customer_Number__c')`,
      firstName: sql<string | null>`${leads.crm}->>'FirstName'`,
      lastName: sql<string | null>`${leads.crm}->>'LastName'`,
    })
    .from(p)
    .innerJoin(opportunities, eq(opportunities.id, p.opportunityId))
    .innerJoin(leads, eq(leads.id, p.leadId))
    .where(and(eq(p.storeId, storeId), cursor ? sql`(${p.requestedAt}, ${p.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined))
    .orderBy(desc(p.requestedAt), desc(p.id))
    .limit(BATCH);
}

type BatchRow = Awaited<ReturnType<typeof batch>>[number];

/** One CSV line; status and contact data by the same rules as the console (SPEC 4 "Proposal status", "Unlock"). */
function customerLine(row: BatchRow, studio: string, now: Date): string {
  const status = deriveProposalStatus({
    opportunityStage: row.stage,
    winningProposalId: row.winner,
    proposalId: row.proposalCrmId,
    storeEditedStatus: row.storeEditedStatus,
    confirmedVisitDate: row.visit,
    now,
  });
  const unlocked = isUnlocked({
    directToStore: row.direct,
    status,
    confirmedVisitDate: row.visit,
    isWinner: isWinningProposal({ winningProposalId: row.winner, proposalId: row.proposalCrmId }),
  });
  return csvLine([
    row.customerNumber,
    unlocked ? row.firstName : "",
    unlocked ? row.lastName : "",
    unlocked ? (row.phone ?? "") : LOCKED_TEXT,
    unlocked ? (row.email ?? "") : LOCKED_TEXT,
    studio,
    PROPOSAL_STATUS_LABELS[status],
    formatBerlinDate(row.requestedAt),
    formatBerlinDate(row.acceptedAt),
    formatBerlinDate(row.appointmentAt),
    formatBerlinDate(row.soldAt),
    row.price === null ? "" : csvEuro(eurosToCents(row.price)),
    csvEuro(row.soldPriceCents ?? row.storeEditedSoldPriceCents),
    row.kitchenPlannerName ?? "",
  ]);
}

/**
 * The customer CSV of a store (all children for a master), streamed batch by batch: the response
 * starts at once and memory stays at one batch, whatever the number of customers.
 */
export async function customerExportResponse(store: Store, now = new Date()): Promise<Response> {
  const scope = await exportScope(store);
  const losing = await losingProposals(scope.map((s) => s.id));
  const encoder = new TextEncoder();
  let studio = 0;
  let cursor: Cursor = null;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvLine([...CUSTOMER_CSV_HEADER])));
          return;
        }
        // Keep fetching until something is sent: a pull that enqueues nothing is not called again.
        for (;;) {
          if (studio >= scope.length) return controller.close();
          const rows = await batch(scope[studio].id, cursor);
          const name = scope[studio].name;
          if (rows.length < BATCH) {
            studio += 1;
            cursor = null;
          } else {
            const last = rows[rows.length - 1];
            cursor = { at: last.cursorAt, id: last.id };
          }
          const lines = rows.filter((r) => !losing.has(r.id)).map((r) => customerLine(r, name, now));
          if (lines.length) return controller.enqueue(encoder.encode(lines.join("")));
        }
      } catch (error) {
        console.error("[customer-export]", error);
        controller.error(error);
      }
    },
  });
  const filename = `kunden-${store.slug}-${berlinIsoDay(now)}.csv`;
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}

/** The export named by the store's CRM id (SPEC 7), through the store-access rule: 403 otherwise. */
export async function customerExportByCrmId(viewer: Viewer, storeCrmId: string): Promise<Response> {
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.crmId, storeCrmId));
  if (!store || !mayAccess(viewer, store)) throw forbidden();
  return customerExportResponse(store);
}
