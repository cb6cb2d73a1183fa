"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { METRIC_LABELS, type ChartPoint, type Metric } from "@/lib/domain/master/stats-metrics";
import { DataTable } from "@/components/ui/data-table";
import { formatMetric } from "./stats-tiles";
import type { ChartType } from "./use-dashboard-selection";

const BRAND = "var(--color-brand)";

/** The month of a point with its year, for the tooltip ("Mär 2026"). */
/** "Jan 2026": the month's year from the point under the cursor (recharts hands its payload as unknown). */
function monthLabel(points: ChartPoint[], name: unknown, payload: readonly { payload?: unknown }[] | undefined) {
  const hovered = payload?.[0]?.payload;
  const month =
    (hovered && typeof hovered === "object" && "month" in hovered && typeof hovered.month === "string" ? hovered.month : undefined) ??
    points.find((p) => p.name === name)?.month;
  return month ? `${name} ${month.slice(0, 4)}` : String(name);
}

/**
 * SPEC 2.2: the monthly chart, x-axis month abbreviations, value Total, as lines (default) or bars.
 * The same figures sit in a table for screen readers.
 */
export function StatsChart({ points, metric, type }: { points: ChartPoint[]; metric: Metric; type: ChartType }) {
  const value = (v: unknown) => formatMetric(metric, Number(v));
  const common = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tickLine={false} />
      <YAxis allowDecimals={false} width={metric === "sold" ? 90 : 50} tickFormatter={value} />
      <Tooltip formatter={(v) => [value(v), "Gesamt"]} labelFormatter={(name, payload) => monthLabel(points, name, payload)} />
    </>
  );
  return (
    <figure data-testid="stats-chart" data-chart-type={type} className="rounded border border-line bg-white p-4">
      <div className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {type === "bar" ? (
            <BarChart data={points}>
              {common}
              <Bar dataKey="Total" fill={BRAND} isAnimationActive={false} />
            </BarChart>
          ) : (
            <LineChart data={points}>
              {common}
              <Line type="monotone" dataKey="Total" stroke={BRAND} strokeWidth={2} dot isAnimationActive={false} />
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <DataTable
        look="plain"
        className="sr-only"
        testId="stats-chart-table"
        caption={`${METRIC_LABELS[metric]} pro Monat`}
        data={points}
        columns={[
          { id: "month", header: "Monat", cell: ({ row }) => `${row.original.name} ${row.original.month.slice(0, 4)}` },
          { id: "total", header: "Gesamt", cell: ({ row }) => value(row.original.Total) },
        ]}
        getRowId={(p) => p.month}
      />
    </figure>
  );
}
