import "server-only";
import type { Store } from "@/models/platform/stores";
import type { ChildScope } from "@/lib/domain/platform/roles";
import { CSV_BOM, csvEuro, csvLine } from "@/lib/domain/platform/csv";
import { eurosToCents } from "@/lib/domain/platform/money";
import { deriveProposalStatus, PROPOSAL_STATUS_LABELS } from "@/lib/domain/console/proposal-status";
import { berlinDateText, berlinDateTimeText, berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { storeByCrmIdFor, type Viewer } from "../platform/access";
import { actableChildren } from "../platform/stores";
import { recordAccess } from "../console/access-log";
import { losingProposals, rowSource, type ExportRow, type RowSource } from "../console/proposal-export-rows";
import { getDb } from "../platform/db";

/**
 * Columns of the customer CSV ("Kunden exportieren", SPEC 2.2). Its purpose is the master's overview of
 * its studios' customers and sales: who asked which studio when, how far it got, at what price. That
 * needs the customer number, not the person: names, phone and e-mail stay in the console, where each
 * look is logged (issue 34, data minimisation, docs/deletion-concept.md "Kunden exportieren").
 */
export const CUSTOMER_CSV_HEADER = [
  "Kundennummer",
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

/** The file's first line: when and by whom it was made (the export is an access-log entry too). */
export function customerCsvStamp(now: Date, author: string): string {
  return `Erstellt am ${berlinDateTimeText(now)} von ${author}`;
}

type Scope = { id: string; name: string }[];

/** The studios a store's export covers: a master's children the member may act on, otherwise the store itself. */
async function exportScope(store: Store, children: ChildScope): Promise<Scope> {
  if (!store.isMaster) return [{ id: store.id, name: store.name }];
  return (await actableChildren(store, children)).map((c) => ({ id: c.id, name: c.name }));
}

const HOUR_MS = 3_600_000;

/**
 * berlinDateText, remembered per UTC hour: Berlin's offset is whole hours and changes only at
 * whole UTC hours, so every instant of one UTC hour has the same Berlin date. Saves most of the
 * Intl formatting of 400,000 dates; the map is bounded (emptied when large), so memory stays flat.
 */
function berlinDates(): (value: Date | string | null) => string {
  const cache = new Map<number, string>();
  return (raw) => {
    // node-postgres gives Date objects, PGlite (through Drizzle) the timestamp text.
    const value = typeof raw === "string" ? new Date(raw) : raw;
    const time = value ? value.getTime() : NaN;
    if (Number.isNaN(time)) return berlinDateText(value);
    const hour = Math.floor(time / HOUR_MS);
    let text = cache.get(hour);
    if (text === undefined) {
      if (cache.size >= 50_000) cache.clear();
      text = berlinDateText(value);
      cache.set(hour, text);
    }
    return text;
  };
}

/** One CSV line; the status by the same rule as the console (SPEC 4 "Proposal status"). */
function customerLine(row: ExportRow, studio: string, now: Date, date: (value: Date | string | null) => string): string {
  const status = deriveProposalStatus({
    opportunityStage: row.stage,
    winningProposalId: row.winner,
    proposalId: row.crm_id,
    storeEditedStatus: row.store_edited_status,
    confirmedVisitDate: row.visit,
    declined: row.declined,
    now,
  });
  return csvLine([
    row.customer_number,
    studio,
    PROPOSAL_STATUS_LABELS[status],
    date(row.requested_at),
    date(row.accepted_at),
    date(row.appointment_at),
    date(row.sold_at),
    row.price === null ? "" : csvEuro(eurosToCents(row.price)),
    csvEuro(row.sold_price_cents ?? row.store_edited_sold_price_cents),
    row.kitchen_planner_name ?? "",
  ]);
}

/**
 * The customer CSV of a store (all children for a master), streamed batch by batch: the response
 * starts at once and memory stays at one batch, whatever the number of customers.
 */
export async function customerExportResponse(store: Store, children: ChildScope, author: string, now = new Date()): Promise<Response> {
  const scope = await exportScope(store, children);
  const names = new Map(scope.map((s) => [s.id, s.name]));
  const losing = await losingProposals(scope.map((s) => s.id));
  const date = berlinDates();
  const encoder = new TextEncoder();
  let source: RowSource | null = null;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvLine([customerCsvStamp(now, author)]) + csvLine([...CUSTOMER_CSV_HEADER])));
          return;
        }
        source ??= await rowSource(scope);
        // Keep fetching until something is sent: a pull that enqueues nothing is not called again.
        for (;;) {
          const rows = await source.next();
          if (!rows) {
            await source.close();
            return controller.close();
          }
          const lines = rows.filter((r) => !losing.has(r.id)).map((r) => customerLine(r, names.get(r.store_id)!, now, date));
          if (lines.length) return controller.enqueue(encoder.encode(lines.join("")));
        }
      } catch (error) {
        console.error("[customer-export]", error);
        await source?.close().catch(() => {});
        controller.error(error);
      }
    },
    async cancel() {
      await source?.close();
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
  const store = await storeByCrmIdFor(viewer, storeCrmId);
  const db = await getDb();
  // Every export of end customers is an access-log entry (issue 34), written before a byte leaves.
  await recordAccess(db, { storeId: store.id, viewer, kind: "export", screen: "export" });
  return customerExportResponse(store, viewer, viewer.name);
}
