import "server-only";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import type { Db } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { database, getDb } from "../platform/db";

// The rows of the customer export (lib/server/master/customer-export.ts, "Kunden exportieren"): the
// console's proposals with their opportunity and lead, read in batches; the CSV is the master's.

/** Rows fetched per round trip: large enough to be quick, small enough to keep memory flat. */
const BATCH = 5000;

/** The studios whose proposals are read, in the file's order. */
type Scope = { id: string }[];

/**
 * Proposals that lose to another proposal of the same opportunity (customer number) within the scope:
 * one row per customer, the sold one, else the newest request. Only opportunities with several
 * proposals in the scope are looked at, so the set stays small and each batch below needs no
 * per-row subquery.
 */
export async function losingProposals(scopeIds: string[]): Promise<Set<string>> {
  if (scopeIds.length < 2) return new Set();
  const db = await getDb();
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`
    select id from (
      select p.id, row_number() over (
        partition by p.opportunity_id order by (p.sold_at is not null) desc, p.requested_at desc, p.id desc) as rn
      from proposals p
      where p.store_id in ${scopeIds}
        and p.opportunity_id in (select opportunity_id from proposals where store_id in ${scopeIds} group by 1 having count(*) > 1)
    ) ranked where rn > 1`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The fields the CSV needs, straight from the driver (no ORM mapping: 100,000 rows). */
export type ExportRow = {
  id: string;
  store_id: string;
  cursor_at: string;
  crm_id: string;
  requested_at: Date | string;
  accepted_at: Date | string | null;
  appointment_at: Date | string | null;
  sold_at: Date | string | null;
  sold_price_cents: number | null;
  store_edited_sold_price_cents: number | null;
  store_edited_status: string | null;
  kitchen_planner_name: string | null;
  declined: boolean;
  visit: string | null;
  price: number | null;
  stage: string | null;
  winner: string | null;
  customer_number: string;
};

/**
 * Only the fields the CSV needs leave the database (not the whole CRM documents), which keeps a
 * 100,000-customer export quick. `o` is the opportunity, `l` the lead of proposal `p`.
 */
const COLUMNS = sql`p.id, p.store_id, p.requested_at::text as cursor_at, p.crm_id, p.requested_at, p.accepted_at,
  p.appointment_at, p.sold_at, p.sold_price_cents, p.store_edited_sold_price_cents, p.store_edited_status,
  p.kitchen_planner_name, p.store_declined_at is not null as declined, p.crm->>'Confirmed_Store_Visit_Date__c' as visit, (p.crm->>'Price__c')::float8 as price,
  o.crm->>'StageName' as stage, o.crm->>'Winning_Proposal__c' as winner,
  coalesce(o.crm->>'Customer_Number__c', l.crm->>'Customer_Number__c') as customer_number`;

/** Yields the export rows a batch at a time (null when done); `close` frees what it holds. */
export type RowSource = { next: () => Promise<ExportRow[] | null>; close: () => Promise<void> };

/**
 * PostgreSQL: ONE query over all studios of the scope (studio order, then newest request first),
 * read through a server-side cursor a batch at a time. One pass with hash joins reads 100,000 rows
 * several times faster than one query per studio, and memory stays at one batch. The cursor needs
 * its own connection and a transaction, held until the stream ends or is cancelled.
 */
async function cursorSource(pool: Pool, scope: Scope): Promise<RowSource> {
  const ids = scope.map((s) => s.id);
  const order = sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const query = new PgDialect().sqlToQuery(sql`select ${COLUMNS}
    from proposals p
    join opportunities o on o.id = p.opportunity_id
    join leads l on l.id = p.lead_id
    where p.store_id in ${ids}
    order by array_position(${order}, p.store_id), p.requested_at desc, p.id desc`);
  const client = await pool.connect();
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    try {
      await client.query("rollback");
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  };
  try {
    await client.query("begin read only");
    await client.query(`declare customer_export no scroll cursor for ${query.sql}`, query.params);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    next: async () => {
      if (!open) return null;
      const { rows } = await client.query<ExportRow>(`fetch ${BATCH} from customer_export`);
      if (rows.length < BATCH) await close();
      return rows.length ? rows : null;
    },
    close,
  };
}

/**
 * PGlite: one studio at a time in batches keyed by (requested_at, id), newest request first, each
 * its own short query, because PGlite runs one query at a time and a long transaction would block
 * every other request. The lateral lookups make the planner fetch the opportunity and lead of each
 * proposal by primary key instead of scanning both tables per batch.
 */
function batchSource(db: Db, scope: Scope): RowSource {
  let studio = 0;
  let cursor: { at: string; id: string } | null = null;
  return {
    next: async () => {
      if (studio >= scope.length) return null;
      const after = cursor ? sql`and (p.requested_at, p.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
      const rows = await sqlRows<ExportRow>(
        db,
        sql`select ${COLUMNS}
        from proposals p
        cross join lateral (select o.crm from opportunities o where o.id = p.opportunity_id limit 1) o
        cross join lateral (select l.crm from leads l where l.id = p.lead_id limit 1) l
        where p.store_id = ${scope[studio].id} ${after}
        order by p.requested_at desc, p.id desc
        limit ${BATCH}`,
      );
      if (rows.length < BATCH) {
        studio += 1;
        cursor = null;
      } else {
        const last = rows[rows.length - 1];
        cursor = { at: last.cursor_at, id: last.id };
      }
      return rows;
    },
    close: async () => {},
  };
}

function isPool(value: unknown): value is Pool {
  return typeof value === "object" && value !== null && "connect" in value && typeof value.connect === "function";
}

export async function rowSource(scope: Scope): Promise<RowSource> {
  const handle = await database();
  // Drizzle keeps the node-postgres pool as `$client`; Db is typed over both drivers, so look for it.
  const client: unknown = handle.kind === "postgres" ? Reflect.get(handle.db, "$client") : null;
  if (isPool(client)) return cursorSource(client, scope);
  return batchSource(handle.db, scope);
}
