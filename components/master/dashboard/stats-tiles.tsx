import { formatCount, formatPartnerPrice } from "@/lib/domain/platform/format";
import { TILES, type Metric } from "@/lib/domain/master/stats-metrics";

/** Shows a metric total: revenue as whole euros (SPEC 9 partner prices), counts with thousands dots. */
export function formatMetric(metric: Metric, value: number): string {
  return metric === "sold" ? formatPartnerPrice(value) : formatCount(value);
}

/** SPEC 2.2: the four tiles over the selected studios and range. */
export function StatsTiles({ totals }: { totals: Record<Metric, { sum: number }> | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {TILES.map((tile) => (
        <div key={tile.metric} className="rounded border border-line bg-white p-4" data-testid={`tile-${tile.metric}`}>
          <dt className="text-xs font-semibold tracking-wide text-muted">{tile.label}</dt>
          <dd className="mt-2 text-2xl font-bold">{totals ? formatMetric(tile.metric, totals[tile.metric].sum) : "–"}</dd>
        </div>
      ))}
    </dl>
  );
}
