import { formatDate } from "@/lib/domain/format";
import type { RankingEntry } from "@/lib/domain/stats-metrics";

/** SPEC 2.2: a ranking ("Erhaltene Anfragen", "Verkaufte Küchen") with studio slug and value and the range. */
export function RankingTable({ title, valueLabel, entries, startDate, endDate }: { title: string; valueLabel: string; entries: RankingEntry[]; startDate: string; endDate: string }) {
  const id = `ranking-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded border border-line bg-white p-4">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <p className="mb-2 text-sm text-muted">
        {formatDate(startDate)} – {formatDate(endDate)}
      </p>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">Keine Studios ausgewählt.</p>
      ) : (
        <table className="w-full text-sm" aria-labelledby={id}>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th className="py-1 font-medium">#</th>
              <th className="py-1 font-medium">Studio</th>
              <th className="py-1 text-right font-medium">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={e.slug} className="border-b border-line last:border-0">
                <td className="py-1.5">{i + 1}</td>
                <td className="py-1.5" title={e.name}>
                  {e.slug}
                </td>
                <td className="py-1.5 text-right tabular-nums">{e.value.toLocaleString("de-DE")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
