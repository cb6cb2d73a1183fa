import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { crmPicklists } from "@/models/platform/stores";
import { crmPort, type CrmPort } from "@/lib/integrations/crm";
import { sqlRows } from "@/models/platform/sql-rows";

// Salesforce is the source of the CRM documents (DECISIONS.md "Ports with local defaults"): this
// reads them and refreshes the database mirror, so screens never wait for Salesforce. Only rows that
// already exist are updated (matched by crmId); creating studios, leads or proposals is not ours.

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const ACCOUNT_FIELDS = [
  "Id",
  "Name",
  "Used_Name__c",
  "StoreSlug__c",
  "Store_Type__c",
  "Is_Test__c",
  "BillingStreet",
  "BillingPostalCode",
  "BillingCity",
  "BillingState",
  "BillingCountry",
  "Phone",
  "Store_Email__c",
  "Furniture_Suppliers__c",
  "Suppliers__c",
  "USP__c",
  "Association__c",
  "Planning_System__c",
  "Price_min__c",
  "Average_Basket__c",
  "Down_Payment__c",
  "Exists_Since__c",
  "Opening_Hours_Comment__c",
  "Also_By_Arrangement__c",
  ...WEEKDAYS.flatMap((d) => ["Start_Time", "Morning_End_Time", "Afternoon_Start_Time", "End_Time", "By_Arrangement"].map((f) => `${d}_${f}__c`)),
];
const OPPORTUNITY_FIELDS = ["Id", "Name", "StageName", "Winning_Proposal__c", "Customer_Number__c", "Direct_to_Store__c", "Installation_Date__c"];
const PROPOSAL_FIELDS = [
  "Id",
  "Stage__c",
  "Price__c",
  "Customer_Email__c",
  "Phone__c",
  "CreatedDate",
  "LastModifiedDate",
  "Response_Timeout__c",
  "Confirmed_Store_Visit_Date__c",
  "Proposal_Rating__c",
];
/** The picklists of the studio profile form (sfAccountPicklists, SPEC.md section 7). */
export const ACCOUNT_PICKLISTS = ["Suppliers__c", "Furniture_Suppliers__c", "Association__c", "Planning_System__c"];

export type SyncResult = { stores: number; opportunities: number; proposals: number; picklists: number };

/** SOQL datetime literal: ISO 8601 without milliseconds, unquoted. */
function soqlDate(d: Date) {
  return d.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function soql(fields: string[], sobject: string, conditions: string[]) {
  return `SELECT ${fields.join(", ")} FROM ${sobject}${conditions.length ? ` WHERE ${conditions.join(" AND ")}` : ""}`;
}

type Table = "stores" | "opportunities" | "proposals";

/** Merges CRM records into the `crm` documents of existing rows; returns how many rows changed. */
async function mergeInto(db: Db, table: Table, records: Record<string, unknown>[]): Promise<number> {
  let changed = 0;
  for (let i = 0; i < records.length; i += 500) {
    const batch = JSON.stringify(records.slice(i, i + 500));
    // Proposals also keep the stage as a column (what the screens filter by); it is the same value.
    // Rows of an anonymised end customer (leads.anonymized_at, docs/deletion-concept.md) take the stage
    // and dates but never the personal fields again, whatever Salesforce still holds.
    const query =
      table === "proposals"
        ? sql`update proposals t set crm = t.crm || case when l.anonymized_at is null then r.value
                else r.value - 'Customer_Email__c' - 'Phone__c' end, stage = coalesce(r.value->>'Stage__c', t.stage)
              from jsonb_array_elements(${batch}::jsonb) r, leads l where t.crm_id = r.value->>'Id' and l.id = t.lead_id returning t.id`
        : table === "opportunities"
          ? sql`update opportunities t set crm = t.crm || case when l.anonymized_at is null then r.value else r.value - 'Name' end
              from jsonb_array_elements(${batch}::jsonb) r, leads l where t.crm_id = r.value->>'Id' and l.id = t.lead_id returning t.id`
          : sql`update ${sql.identifier(table)} t set crm = t.crm || r.value
              from jsonb_array_elements(${batch}::jsonb) r where t.crm_id = r.value->>'Id' returning t.id`;
    changed += (await sqlRows<{ id: string }>(db, query)).length;
  }
  return changed;
}

/** Reads studios, opportunities, proposals (changed since `since`, or all) and the profile picklists. */
export async function syncFromCrm(db: Db, opts: { crm?: CrmPort; since?: Date } = {}): Promise<SyncResult> {
  const crm = opts.crm ?? crmPort();
  const changed = opts.since ? [`LastModifiedDate > ${soqlDate(opts.since)}`] : [];
  const accounts = await crm.query(soql(ACCOUNT_FIELDS, "Account", ["StoreSlug__c != null", ...changed]));
  const opportunities = await crm.query(soql(OPPORTUNITY_FIELDS, "Opportunity", changed));
  const proposals = await crm.query(soql(PROPOSAL_FIELDS, "Proposal__c", changed));
  const picklists = await crm.describePicklists("Account", ACCOUNT_PICKLISTS);

  return db.transaction(async (tx) => {
    const w = tx as unknown as Db;
    const result: SyncResult = {
      stores: await mergeInto(w, "stores", accounts),
      opportunities: await mergeInto(w, "opportunities", opportunities),
      proposals: await mergeInto(w, "proposals", proposals),
      picklists: 0,
    };
    for (const [name, values] of Object.entries(picklists)) {
      await tx.insert(crmPicklists).values({ name, values }).onConflictDoUpdate({ target: crmPicklists.name, set: { values } });
      result.picklists++;
    }
    return result;
  });
}

/**
 * Where the sync keeps its state in the database, shared by every instance: when the last run began
 * and the watermark of the next incremental read. It is a reserved row of crm_picklists (the mirror's
 * key-value table; the profile form reads only the picklist names it knows), so no migration is needed.
 */
export const SYNC_STATE_NAME = "_crm_sync_state";
type SyncState = { since: string | null; startedAt: string | null };

export async function readSyncState(db: Db): Promise<SyncState> {
  const [row] = await sqlRows<{ values: SyncState | string }>(db, sql`select "values" from crm_picklists where name = ${SYNC_STATE_NAME}`);
  const v = row?.values;
  if (!v) return { since: null, startedAt: null };
  return typeof v === "string" ? (JSON.parse(v) as SyncState) : v;
}

async function writeSyncState(db: Db, state: SyncState) {
  await db.execute(sql`insert into crm_picklists (name, "values") values (${SYNC_STATE_NAME}, ${JSON.stringify(state)}::jsonb)
    on conflict (name) do update set "values" = excluded."values"`);
}

/**
 * One run of the refresh (the job `crm-sync`, lib/server/console/jobs.ts: pg-boss runs one at a time
 * across instances and queues the next one CRM_SYNC_INTERVAL_MS after this one). The first run is full,
 * later ones read what changed since the previous run began (a minute of overlap for clock skew).
 */
export async function runCrmSync(db: Db, opts: { crm?: CrmPort; now?: () => Date } = {}): Promise<SyncResult> {
  const state = await readSyncState(db);
  const started = (opts.now ?? (() => new Date()))();
  const r = await syncFromCrm(db, { crm: opts.crm, since: state.since ? new Date(state.since) : undefined });
  await writeSyncState(db, { since: new Date(started.getTime() - 60_000).toISOString(), startedAt: started.toISOString() });
  return r;
}
