"use client";

import { proposalStateText } from "@/lib/domain/console/decline-state";
import { Suspense, useMemo, useState } from "react";
import { ContactReveal } from "./contact-reveal";
import { customerName, EMPTY_FILTER, filterProposals, lastSixMonths, platformAdvisors, type TableFilter } from "@/lib/domain/console/console-views";
import { formatDate } from "@/lib/domain/platform/format";
import { TABLE_PAGING } from "@/lib/domain/platform/table-paging";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useMediaQuery } from "@/components/ui/use-media-query";
import type { ProposalRow } from "../shell/use-console-data";
import { lazyPart } from "@/components/ui/lazy-part";
import { StatusFilters } from "./status-filters";

// A row's details (edits, comments, date picker) load when a row is first opened (issue 35).
const { Part: ProposalDetails, preload: preloadDetails } = lazyPart(
  () => import("./proposal-details"),
  (m) => m.ProposalDetails,
);

/**
 * The received-proposals table of Status Planungen (SPEC 2.3 item 2), one component for both variants:
 * - "B" (Status Planungen): filters for status, platform advisor, customer search and date range.
 * - "A" (financing area): phone revealed by "Anzeigen", postcode placeholder, creation date, and the
 *   financing headers sum, term, phone, e-mail.
 * Narrow screens show customer number and name only; a toggle expands the row's details.
 */
type Props = { rows: ProposalRow[]; variant: "A" | "B"; storeSlug: string };

function columnsFor(variant: "A" | "B", storeSlug: string): DataTableColumn<ProposalRow>[] {
  const cols: DataTableColumn<ProposalRow>[] = [
    { id: "customerNumber", header: "KA Nummer", accessorFn: (r) => r.opportunity.crm.Customer_Number__c },
    {
      id: "name",
      header: "Name",
      accessorFn: (r) => customerName(r),
      cell: ({ getValue }) =>
        getValue<string>() ? (
          getValue<string>()
        ) : (
          <span className="text-muted" title="Noch nicht freigeschaltet">
            –
          </span>
        ),
    },
    { id: "status", header: "Status", accessorFn: (r) => proposalStateText(r.status, r.decline), meta: { wide: true } },
    { id: "advisor", header: "Berater", accessorFn: (r) => r.kitchenPlanner?.crm.Name ?? "", meta: { wide: true } },
    { id: "platformAdvisor", header: "KA Berater", accessorFn: (r) => r.opportunity.owner?.crm.Name ?? "", meta: { wide: true } },
  ];
  if (variant === "A") {
    cols.push(
      {
        id: "phone",
        header: "Telefon",
        enableSorting: false,
        cell: ({ row }) => <ContactReveal row={row.original} storeSlug={storeSlug} kind="phone" screen="financing" />,
        meta: { wide: true },
      },
      { id: "zip", header: "PLZ", enableSorting: false, cell: () => <span className="text-muted">–</span>, meta: { wide: true } },
      {
        id: "created",
        header: "Datum",
        accessorFn: (r) => r.crm.CreatedDate,
        cell: ({ getValue }) => formatDate(getValue<string>()),
        meta: { wide: true },
      },
      { id: "sum", header: "Summe", enableSorting: false, cell: () => <span className="text-muted">–</span>, meta: { wide: true } },
      { id: "term", header: "Laufzeit", enableSorting: false, cell: () => <span className="text-muted">–</span>, meta: { wide: true } },
      {
        id: "email",
        header: "E-Mail",
        enableSorting: false,
        cell: ({ row }) => <ContactReveal row={row.original} storeSlug={storeSlug} kind="email" screen="financing" />,
        meta: { wide: true },
      },
    );
  }
  cols.push({
    id: "details",
    header: "",
    enableSorting: false,
    meta: { wide: true },
    cell: ({ row }) => (
      <button
        type="button"
        className="rounded border border-line px-3 py-1 text-sm hover:bg-surface"
        aria-expanded={row.getIsExpanded()}
        onPointerEnter={preloadDetails}
        onFocus={preloadDetails}
        onClick={() => row.toggleExpanded()}
      >
        Details
      </button>
    ),
  });
  return cols;
}

export function StatusTable({ rows, variant, storeSlug }: Props) {
  const narrow = useMediaQuery("(max-width: 767px)");
  const [filter, setFilter] = useState<TableFilter>(() => (variant === "B" ? { ...EMPTY_FILTER, range: lastSixMonths(new Date()) } : EMPTY_FILTER));
  const columns = useMemo(() => columnsFor(variant, storeSlug), [variant, storeSlug]);
  const advisors = useMemo(() => platformAdvisors(rows), [rows]);
  const data = useMemo(() => (variant === "B" ? filterProposals(rows, filter) : rows), [rows, filter, variant]);

  return (
    <div data-testid={`proposals-table-${variant}`}>
      {variant === "B" ? <StatusFilters filter={filter} advisors={advisors} onChange={setFilter} /> : null}
      <DataTable
        data={data}
        columns={columns}
        getRowId={(r) => r.id}
        empty="Keine Planungen gefunden."
        sorting={[]}
        paging={TABLE_PAGING}
        pageResetKey={filter}
        rowProps={(r) => ({ "data-testid": "proposal-row", "data-customer": r.opportunity.crm.Customer_Number__c })}
        renderExpanded={(r) => (
          <Suspense fallback={<p className="text-sm text-muted">Details werden geladen …</p>}>
            <ProposalDetails row={r} storeSlug={storeSlug} narrow={narrow} />
          </Suspense>
        )}
      />
    </div>
  );
}
