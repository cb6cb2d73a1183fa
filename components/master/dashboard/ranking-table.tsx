import { formatCount, formatDate } from "@/lib/domain/platform/format";
import type { RankingEntry } from "@/lib/domain/master/stats-metrics";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";

function columnsFor(valueLabel: string): DataTableColumn<RankingEntry>[] {
  return [
    { id: "place", header: "#", cell: ({ row }) => row.index + 1 },
    { id: "studio", header: "Studio", cell: ({ row }) => <span title={row.original.name}>{row.original.slug}</span> },
    {
      id: "value",
      header: valueLabel,
      meta: { align: "right" },
      cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.value)}</span>,
    },
  ];
}

/** SPEC 2.2: a ranking ("Erhaltene Anfragen", "Verkaufte Küchen") with studio slug and value and the range. */
export function RankingTable({
  title,
  valueLabel,
  entries,
  startDate,
  endDate,
}: {
  title: string;
  valueLabel: string;
  entries: RankingEntry[];
  startDate: string;
  endDate: string;
}) {
  const id = `ranking-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded border border-line bg-white p-4">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <p className="mb-2 text-sm text-muted">
        {formatDate(startDate)} – {formatDate(endDate)}
      </p>
      <DataTable
        look="plain"
        data={entries}
        columns={columnsFor(valueLabel)}
        getRowId={(e) => e.slug}
        empty="Keine Studios ausgewählt."
        labelledBy={id}
      />
    </section>
  );
}
