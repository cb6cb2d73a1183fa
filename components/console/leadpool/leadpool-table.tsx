"use client";

import { Fragment, useMemo, useState } from "react";
import { clsx } from "clsx";
import { ChevronDown, ChevronRight, ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import { formatDate } from "@/lib/domain/format";
import { LEADPOOL_STATUS_LABELS, type LeadpoolStatusId } from "@/lib/domain/leadpool-status";
import { DEFAULT_ROWS_PER_PAGE, parseRowsPerPage } from "@/lib/domain/leadpool-table";
import { Button } from "@/components/ui/button";
import { PhoneCell, StatusSelect } from "./lead-cells";
import type { LeadpoolLead } from "./use-leadpool";

const fullName = (l: LeadpoolLead) => `${l.crmLead.FirstName} ${l.crmLead.LastName}`;

/** Columns hidden below the md breakpoint, where a row collapses to number and name (SPEC 2.4). */
const WIDE = "hidden md:table-cell";

/** The lead pool table: sortable, by lead date descending by default, paged with a "show N rows" input. */
export function LeadpoolTable({ leads, storeSlug, onOpen }: { leads: LeadpoolLead[]; storeSlug: string; onOpen: (leadNumber: string) => void }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: "date", desc: true }]);
  const [rowsInput, setRowsInput] = useState(String(DEFAULT_ROWS_PER_PAGE));
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: DEFAULT_ROWS_PER_PAGE });
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const columns = useMemo<ColumnDef<LeadpoolLead>[]>(
    () => [
      { id: "customerNumber", header: "KA Nummer", accessorFn: (l) => l.customerNumber, sortingFn: (a, b) => Number(a.original.leadNumber) - Number(b.original.leadNumber) },
      { id: "name", header: "Name", accessorFn: (l) => `${l.crmLead.LastName} ${l.crmLead.FirstName}`, cell: ({ row }) => fullName(row.original) },
      { id: "phone", header: "Telefonnummer", enableSorting: false, cell: ({ row }) => <PhoneCell lead={row.original} storeSlug={storeSlug} /> },
      { id: "zip", header: "PLZ", accessorFn: (l) => l.crmLead.BillingPostalCode },
      { id: "date", header: "Datum", accessorFn: (l) => l.crmLead.CreatedDate, cell: ({ row }) => formatDate(row.original.crmLead.CreatedDate) },
      {
        id: "status",
        header: "Status",
        accessorFn: (l) => LEADPOOL_STATUS_LABELS[l.status as LeadpoolStatusId],
        cell: ({ row }) => <StatusSelect lead={row.original} storeSlug={storeSlug} narrow={false} />,
      },
    ],
    [storeSlug],
  );

  const table = useReactTable({
    data: leads,
    columns,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getRowId: (l) => l.leadNumber,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });

  const applyRows = (value: string) => {
    setRowsInput(value);
    const size = parseRowsPerPage(value);
    setPagination({ pageIndex: 0, pageSize: size });
  };

  if (leads.length === 0) return <p className="rounded border border-line bg-surface p-6 text-muted">Im Leadpool befinden sich zurzeit keine Anfragen.</p>;

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded border border-line">
        <table className="w-full text-left text-sm" data-testid="leadpool-table">
          <thead className="bg-surface">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                <th className="w-8 md:hidden" aria-label="Details" />
                {hg.headers.map((h) => {
                  const narrowVisible = h.column.id === "customerNumber" || h.column.id === "name";
                  const sorted = h.column.getIsSorted();
                  return (
                    <th key={h.id} className={clsx("px-3 py-2 font-semibold", !narrowVisible && WIDE)} aria-sort={sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined}>
                      {h.column.getCanSort() ? (
                        <button type="button" className="inline-flex items-center gap-1" onClick={h.column.getToggleSortingHandler()}>
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          {sorted === "asc" ? <ArrowUp size={14} aria-hidden /> : sorted === "desc" ? <ArrowDown size={14} aria-hidden /> : <ArrowUpDown size={14} aria-hidden className="text-muted" />}
                        </button>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
                <th className={clsx("px-3 py-2", WIDE)} aria-label="Aktionen" />
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const open = !!expanded[row.id];
              const lead = row.original;
              return (
                <Fragment key={row.id}>
                  <tr className="border-t border-line" data-testid="leadpool-row">
                    <td className="px-2 md:hidden">
                      <button type="button" aria-expanded={open} aria-label={open ? "Details zuklappen" : "Details aufklappen"} onClick={() => setExpanded((e) => ({ ...e, [row.id]: !open }))}>
                        {open ? <ChevronDown size={16} /> : <ChevronRight size={16} />}
                      </button>
                    </td>
                    {row.getVisibleCells().map((cell) => {
                      const narrowVisible = cell.column.id === "customerNumber" || cell.column.id === "name";
                      return (
                        <td key={cell.id} className={clsx("px-3 py-2", !narrowVisible && WIDE)}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                    <td className={clsx("px-3 py-2", WIDE)}>
                      <Button variant="ghost" className="px-2 py-1" onClick={() => onOpen(lead.leadNumber)}>
                        Details
                      </Button>
                    </td>
                  </tr>
                  {open ? (
                    <tr className="bg-surface md:hidden" data-testid="leadpool-row-details">
                      <td colSpan={3} className="px-3 py-2">
                        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                          <dt className="text-muted">Telefonnummer</dt>
                          <dd><PhoneCell lead={lead} storeSlug={storeSlug} /></dd>
                          <dt className="text-muted">PLZ</dt>
                          <dd>{lead.crmLead.BillingPostalCode}</dd>
                          <dt className="text-muted">Datum</dt>
                          <dd>{formatDate(lead.crmLead.CreatedDate)}</dd>
                          <dt className="text-muted">Status</dt>
                          <dd><StatusSelect lead={lead} storeSlug={storeSlug} narrow /></dd>
                        </dl>
                        <Button variant="ghost" className="mt-2 px-2 py-1" onClick={() => onOpen(lead.leadNumber)}>
                          Details
                        </Button>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="flex items-center gap-2">
          Zeige
          <input
            aria-label="Zeilen pro Seite"
            className="w-16 rounded border border-line px-2 py-1"
            value={rowsInput}
            onChange={(e) => applyRows(e.target.value)}
            onBlur={() => setRowsInput(String(parseRowsPerPage(rowsInput)))}
          />
          Zeilen
        </label>
        <div className="flex items-center gap-2">
          <Button variant="secondary" className="px-3 py-1" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
            Zurück
          </Button>
          <span data-testid="leadpool-page">
            Seite {table.getState().pagination.pageIndex + 1} von {Math.max(1, table.getPageCount())}
          </span>
          <Button variant="secondary" className="px-3 py-1" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            Weiter
          </Button>
        </div>
      </div>
    </div>
  );
}
