import { formatCount, formatDate } from "@/lib/domain/platform/format";
import type { RankingEntry } from "@/lib/domain/master/stats-metrics";
import { ListTable } from "@/components/ui/list-table";

/**
 * SPEC 2.2: a ranking ("Erhaltene Anfragen", "Verkaufte Küchen") with studio slug and value and the range.
 * A plain table (no sorting or paging): the dashboard's first load stays without the data table's engine
 * (issue 35).
 */
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
      <ListTable columns={["#", "Studio", valueLabel]} minWidth="min-w-0" labelledBy={id}>
        {entries.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-2 text-muted">
              Keine Studios ausgewählt.
            </td>
          </tr>
        ) : (
          entries.map((e, i) => (
            <tr key={e.slug} className="border-b border-line last:border-0">
              <td className="py-2 pr-3">{i + 1}</td>
              <td className="py-2 pr-3">
                <span title={e.name}>{e.slug}</span>
              </td>
              <td className="py-2 text-right tabular-nums">{formatCount(e.value)}</td>
            </tr>
          ))
        )}
      </ListTable>
    </section>
  );
}
