"use client";

import { useEffect, useMemo, useState } from "react";
import Link from "next/link";
import { formatPattern as format } from "@/lib/domain/platform/date-pattern";
import { clsx } from "clsx";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Spinner } from "@/components/ui/spinner";
import { appointmentOf, appointmentRange, appointmentsIn, customerName, type DateRange } from "@/lib/domain/console/console-views";
import { toDate } from "@/lib/domain/platform/format";
import { isIsoDay } from "@/lib/domain/platform/iso-day";
import type { ScreenProps } from "../screen-props";
import { type ProposalRow } from "../shell/use-console-data";
import { useStoreAppointments } from "./use-appointments";

type Mode = "upcoming" | "past";

/** A date-only appointment entered by the studio has no time of day. */
function timeOf(value: string): string {
  return isIsoDay(value) ? "–" : format(toDate(value)!, "HH:mm");
}

function columnsFor(storeSlug: string): DataTableColumn<ProposalRow>[] {
  return [
    // Phones: time and name of the hidden columns under date and number, so "Details" stays in sight.
    {
      id: "date",
      header: "Datum",
      cell: ({ row }) => (
        <>
          {format(toDate(appointmentOf(row.original)!)!, "dd.MM.yyyy")}
          <span className="block text-xs text-muted md:hidden">{timeOf(appointmentOf(row.original)!)}</span>
        </>
      ),
    },
    { id: "time", header: "Uhrzeit", meta: { wide: true }, cell: ({ row }) => timeOf(appointmentOf(row.original)!) },
    {
      id: "customerNumber",
      header: "KA Nummer",
      cell: ({ row }) => (
        <>
          <span className="whitespace-nowrap">{row.original.opportunity.crm.Customer_Number__c}</span>
          <span className="block text-xs text-muted md:hidden">{customerName(row.original)}</span>
        </>
      ),
    },
    { id: "name", header: "Name", meta: { wide: true }, cell: ({ row }) => customerName(row.original) || <span className="text-muted">–</span> },
    {
      id: "details",
      header: "",
      meta: { align: "right" },
      cell: ({ row }) => (
        <Link
          href={`/stores/${storeSlug}/customers/${encodeURIComponent(row.original.leadSlug)}`}
          className="inline-flex min-h-6 items-center text-brand underline"
        >
          Details
        </Link>
      ),
    },
  ];
}

/** "Studio Termine" (SPEC 2.3 item 4). */
export function AppointmentsScreen({ store, title }: ScreenProps) {
  const [mode, setMode] = useState<Mode>("upcoming");
  const [range, setRange] = useState<DateRange>(() => appointmentRange("upcoming", new Date()));
  const [customer, setCustomer] = useState("");
  const q = useStoreAppointments(store.slug);
  useEffect(() => {
    if (q.error) console.error("Termine konnten nicht geladen werden:", q.error);
  }, [q.error]);
  const rows = useMemo(() => appointmentsIn(q.data ?? [], range, customer, mode), [q.data, range, customer, mode]);
  const columns = useMemo(() => columnsFor(store.slug), [store.slug]);

  function switchMode(m: Mode) {
    setMode(m);
    setRange(appointmentRange(m, new Date()));
  }

  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Termine" className="inline-flex overflow-hidden rounded border border-line">
          {(["upcoming", "past"] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => switchMode(m)}
              className={clsx("px-4 py-2 text-sm", mode === m ? "bg-brand text-white" : "bg-white hover:bg-surface")}
            >
              {m === "upcoming" ? "Bevorstehende" : "Vergangene"}
            </button>
          ))}
        </div>
        <DateRangePicker id="appointment-range" label="Zeitraum" value={range} onChange={setRange} />
        <label className="flex flex-col gap-1">
          <span className="text-xs font-medium text-muted">Kunde</span>
          <input
            type="search"
            value={customer}
            onChange={(e) => setCustomer(e.target.value)}
            onKeyDown={(e) => e.key === "Escape" && setCustomer("")}
            placeholder="KA Nummer oder Name"
            className="rounded border border-line px-3 py-2 text-sm"
          />
        </label>
      </div>
      {!q.data ? (
        <Spinner />
      ) : (
        <DataTable
          data={rows}
          columns={columns}
          getRowId={(r) => r.id}
          empty="Keine Termine in diesem Zeitraum."
          testId="appointments-table"
          rowProps={() => ({ "data-testid": "appointment-row" })}
        />
      )}
    </section>
  );
}
