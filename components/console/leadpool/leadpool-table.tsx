"use client";

import { useMemo } from "react";
import { formatDate } from "@/lib/domain/platform/format";
import { LEADPOOL_STATUS_LABELS, type LeadpoolStatusId } from "@/lib/domain/console/leadpool-status";
import { TABLE_PAGING_WITH_SIZE } from "@/lib/domain/platform/table-paging";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { DeclineButton } from "../decline/decline-dialog";
import { PhoneCell, StatusSelect } from "./lead-cells";
import type { LeadpoolLead } from "./use-leadpool";

const fullName = (l: LeadpoolLead) => `${l.crmLead.FirstName} ${l.crmLead.LastName}`;

/** On phones a row collapses to number and name; the other columns open below it (SPEC 2.4). */
function NarrowDetails({ lead, storeSlug, onOpen }: { lead: LeadpoolLead; storeSlug: string; onOpen: (leadNumber: string) => void }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Telefonnummer</dt>
        <dd>
          <PhoneCell lead={lead} storeSlug={storeSlug} />
        </dd>
        <dt className="text-muted">PLZ</dt>
        <dd>{lead.crmLead.BillingPostalCode}</dd>
        <dt className="text-muted">Datum</dt>
        <dd>{formatDate(lead.crmLead.CreatedDate)}</dd>
        <dt className="text-muted">Status</dt>
        <dd>
          <StatusSelect lead={lead} storeSlug={storeSlug} narrow />
        </dd>
      </dl>
      <Button variant="ghost" className="mt-2 px-2 py-1" onClick={() => onOpen(lead.leadNumber)}>
        Details
      </Button>
      <DeclineButton
        storeSlug={storeSlug}
        target={{ leadNumber: lead.leadNumber }}
        customerNumber={lead.customerNumber}
        customerName={fullName(lead)}
      />
    </>
  );
}

/** The lead pool table: sortable, by lead date descending by default, paged with a "show N rows" input. */
export function LeadpoolTable({ leads, storeSlug, onOpen }: { leads: LeadpoolLead[]; storeSlug: string; onOpen: (leadNumber: string) => void }) {
  const columns = useMemo<DataTableColumn<LeadpoolLead>[]>(
    () => [
      {
        id: "customerNumber",
        header: "KA Nummer",
        accessorFn: (l) => l.customerNumber,
        sortingFn: (a, b) => Number(a.original.leadNumber) - Number(b.original.leadNumber),
      },
      { id: "name", header: "Name", accessorFn: (l) => `${l.crmLead.LastName} ${l.crmLead.FirstName}`, cell: ({ row }) => fullName(row.original) },
      {
        id: "phone",
        header: "Telefonnummer",
        enableSorting: false,
        meta: { wide: true },
        cell: ({ row }) => <PhoneCell lead={row.original} storeSlug={storeSlug} />,
      },
      { id: "zip", header: "PLZ", meta: { wide: true }, accessorFn: (l) => l.crmLead.BillingPostalCode },
      {
        id: "date",
        header: "Datum",
        meta: { wide: true },
        accessorFn: (l) => l.crmLead.CreatedDate,
        cell: ({ row }) => formatDate(row.original.crmLead.CreatedDate),
      },
      {
        id: "status",
        header: "Status",
        meta: { wide: true },
        accessorFn: (l) => LEADPOOL_STATUS_LABELS[l.status as LeadpoolStatusId],
        cell: ({ row }) => <StatusSelect lead={row.original} storeSlug={storeSlug} narrow={false} />,
      },
      {
        id: "open",
        header: () => <span className="sr-only">Aktionen</span>,
        enableSorting: false,
        meta: { wide: true },
        cell: ({ row }) => (
          <span className="inline-flex gap-1">
            <Button variant="ghost" className="px-2 py-1" onClick={() => onOpen(row.original.leadNumber)}>
              Details
            </Button>
            <DeclineButton
              storeSlug={storeSlug}
              target={{ leadNumber: row.original.leadNumber }}
              customerNumber={row.original.customerNumber}
              customerName={fullName(row.original)}
            />
          </span>
        ),
      },
    ],
    [storeSlug, onOpen],
  );

  return (
    <DataTable
      data={leads}
      columns={columns}
      getRowId={(l) => l.leadNumber}
      empty="Im Leadpool befinden sich zurzeit keine Anfragen."
      emptyAs="box"
      testId="leadpool-table"
      sorting={[{ id: "date", desc: true }]}
      paging={TABLE_PAGING_WITH_SIZE}
      rowProps={() => ({ "data-testid": "leadpool-row" })}
      renderExpanded={(lead) => <NarrowDetails lead={lead} storeSlug={storeSlug} onOpen={onOpen} />}
      expandOn="narrow"
    />
  );
}
