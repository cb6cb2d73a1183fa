"use client";

import { proposalStatusLabel } from "@/lib/domain/proposal-status";
import { Fragment, useMemo, useState } from "react";
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight } from "lucide-react";
import { clsx } from "clsx";
import { customerName, EMPTY_FILTER, filterProposals, lastSixMonths, platformAdvisors, type TableFilter } from "@/lib/domain/console-views";
import { formatDate } from "@/lib/domain/format";
import { LOCKED_TEXT } from "@/lib/domain/unlock";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { ProposalDetails } from "./proposal-details";
import { ProposalFilters } from "./proposal-filters";
import { TablePager } from "./table-pager";
import type { ProposalRow } from "./use-console-data";

/**
 * The received-proposals table (SPEC 2.3 item 2), one component for both variants:
 * - "B" (Status Planungen): filters for status, platform advisor, customer search and date range.
 * - "A" (financing area): phone revealed by "Anzeigen", postcode placeholder, creation date, and the
 *   financing headers sum, term, phone, e-mail.
 * Narrow screens show customer number and name only; a toggle expands the row's details.
 */
type Props = { rows: ProposalRow[]; variant: "A" | "B"; storeSlug: string };

const WIDE = "hidden md:table-cell";

function PhoneReveal({ row }: { row: ProposalRow }) {
  const [shown, setShown] = useState(false);
  if (!row.unlocked) return <span className="text-muted">{LOCKED_TEXT}</span>;
  if (shown) return <a href={`tel:${row.crm.Phone__c}`}>{row.crm.Phone__c}</a>;
  return (
    <button type="button" className="text-brand underline" onClick={() => setShown(true)}>
      Anzeigen
    </button>
  );
}

function columnsFor(variant: "A" | "B"): ColumnDef<ProposalRow>[] {
  const cols: ColumnDef<ProposalRow>[] = [
    {
      id: "customerNumber",
      header: "KA Nummer",
      accessorFn: (r) => r.opportunity.crm.Customer_Number__c,
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-1">
          <button
            type="button"
            className="rounded p-0.5 md:hidden"
            aria-label={row.getIsExpanded() ? "Details schließen" : "Details öffnen"}
            aria-expanded={row.getIsExpanded()}
            onClick={() => row.toggleExpanded()}
          >
            {row.getIsExpanded() ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
          </button>
          {row.original.opportunity.crm.Customer_Number__c}
        </span>
      ),
    },
    {
      id: "name",
      header: "Name",
      accessorFn: (r) => customerName(r),
      cell: ({ getValue }) => (getValue<string>() ? getValue<string>() : <span className="text-muted" title="Noch nicht freigeschaltet">–</span>),
    },
    { id: "status", header: "Status", accessorFn: (r) => proposalStatusLabel(r.status), meta: { wide: true } },
    { id: "advisor", header: "Berater", accessorFn: (r) => r.kitchenPlanner?.crm.Name ?? "", meta: { wide: true } },
    { id: "platformAdvisor", header: "KA Berater", accessorFn: (r) => r.opportunity.owner?.crm.Name ?? "", meta: { wide: true } },
  ];
  if (variant === "A") {
    cols.push(
      { id: "phone", header: "Telefon", enableSorting: false, cell: ({ row }) => <PhoneReveal row={row.original} />, meta: { wide: true } },
      { id: "zip", header: "PLZ", enableSorting: false, cell: () => <span className="text-muted">–</span>, meta: { wide: true } },
      { id: "created", header: "Datum", accessorFn: (r) => r.crm.CreatedDate, cell: ({ getValue }) => formatDate(getValue<string>()), meta: { wide: true } },
      { id: "sum", header: "Summe", enableSorting: false, cell: () => <span className="text-muted">–</span>, meta: { wide: true } },
      { id: "term", header: "Laufzeit", enableSorting: false, cell: () => <span className="text-muted">–</span>, meta: { wide: true } },
      { id: "email", header: "E-Mail", enableSorting: false, cell: ({ row }) => (row.original.unlocked ? row.original.crm.Customer_Email__c : <span className="text-muted">{LOCKED_TEXT}</span>), meta: { wide: true } },
    );
  }
  cols.push({
    id: "details",
    header: "",
    enableSorting: false,
    meta: { wide: true },
    cell: ({ row }) => (
      <button type="button" className="rounded border border-line px-3 py-1 text-sm hover:bg-surface" aria-expanded={row.getIsExpanded()} onClick={() => row.toggleExpanded()}>
        Details
      </button>
    ),
  });
  return cols;
}

export function ProposalsTable({ rows, variant, storeSlug }: Props) {
  const narrow = useMediaQuery("(max-width: 767px)");
  const [filter, setFilter] = useState<TableFilter>(() => (variant === "B" ? { ...EMPTY_FILTER, range: lastSixMonths(new Date()) } : EMPTY_FILTER));
  const [sorting, setSorting] = useState<SortingState>([]);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });
  const columns = useMemo(() => columnsFor(variant), [variant]);
  const advisors = useMemo(() => platformAdvisors(rows), [rows]);
  const data = useMemo(() => (variant === "B" ? filterProposals(rows, filter) : rows), [rows, filter, variant]);

  const table = useReactTable({
    data,
    columns,
    state: { sorting, expanded, pagination },
    getRowId: (r) => r.id,
    onSortingChange: setSorting,
    onExpandedChange: setExpanded,
    onPaginationChange: setPagination,
    // A saved row must not throw the studio back to page 1; filters reset the page themselves.
    autoResetPageIndex: false,
    autoResetExpanded: false,
    getRowCanExpand: () => true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const visibleColumns = narrow ? 2 : columns.length;

  return (
    <div data-testid={`proposals-table-${variant}`}>
      {variant === "B" ? (
        <ProposalFilters
          filter={filter}
          advisors={advisors}
          onChange={(f) => {
            setFilter(f);
            setPagination((p) => ({ ...p, pageIndex: 0 }));
          }}
        />
      ) : null}
      <div className="overflow-x-auto rounded border border-line">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const wide = (h.column.columnDef.meta as { wide?: boolean } | undefined)?.wide;
                  const sorted = h.column.getIsSorted();
                  return (
                    <th key={h.id} className={clsx("px-3 py-2 font-semibold", wide && WIDE)} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}>
                      {h.column.getCanSort() ? (
                        <button type="button" className="inline-flex items-center gap-1" onClick={h.column.getToggleSortingHandler()}>
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          {sorted === "asc" ? <ArrowUp size={14} aria-hidden /> : sorted === "desc" ? <ArrowDown size={14} aria-hidden /> : null}
                        </button>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumns} className="px-3 py-6 text-center text-muted">
                  Keine Planungen gefunden.
                </td>
              </tr>
            ) : null}
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <tr className="border-t border-line" data-testid="proposal-row" data-customer={row.original.opportunity.crm.Customer_Number__c}>
                  {row.getVisibleCells().map((cell) => {
                    const wide = (cell.column.columnDef.meta as { wide?: boolean } | undefined)?.wide;
                    return (
                      <td key={cell.id} className={clsx("px-3 py-2", wide && WIDE)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
                {row.getIsExpanded() ? (
                  <tr className="bg-surface/60">
                    <td colSpan={visibleColumns} className="px-3 py-3">
                      <ProposalDetails row={row.original} storeSlug={storeSlug} narrow={narrow} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <TablePager table={table} total={data.length} />
    </div>
  );
}
