"use client";

import { METRIC_LABELS, type ChartPoint, type Metric } from "@/lib/domain/master/stats-metrics";
import { SvgChart } from "@/components/ui/svg-chart";
import { chartTicks } from "@/lib/domain/platform/chart-ticks";
import { formatMetric } from "./stats-tiles";
import type { ChartType } from "./use-dashboard-selection";

/**
 * SPEC 2.2: the monthly chart, x-axis month abbreviations, value Total, as lines (default) or bars.
 * The same figures sit in a table for screen readers.
 */
export function StatsChart({ points, metric, type }: { points: ChartPoint[]; metric: Metric; type: ChartType }) {
  const value = (v: unknown) => formatMetric(metric, Number(v));
  return (
    <figure data-testid="stats-chart" data-chart-type={type} className="rounded border border-line bg-white p-4">
      <SvgChart
        type={type}
        title={`${METRIC_LABELS[metric]} pro Monat`}
        seriesName="Gesamt"
        format={value}
        axisWidth={metric === "sold" ? 90 : 50}
        ticks={chartTicks(Math.max(0, ...points.map((p) => p.Total)))}
        points={points.map((p) => ({ label: p.name, fullLabel: `${p.name} ${p.month.slice(0, 4)}`, value: p.Total }))}
      />
      <table className="sr-only" data-testid="stats-chart-table">
        <caption>{`${METRIC_LABELS[metric]} pro Monat`}</caption>
        <thead>
          <tr>
            <th scope="col">Monat</th>
            <th scope="col">Gesamt</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{`${p.name} ${p.month.slice(0, 4)}`}</th>
              <td>{value(p.Total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
