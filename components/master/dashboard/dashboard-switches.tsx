"use client";

import { clsx } from "clsx";
import { METRIC_LABELS, METRICS, type Metric } from "@/lib/domain/master/stats-metrics";
import type { ChartType, DashboardSelection } from "./use-dashboard-selection";

function Switch<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex overflow-hidden rounded border border-line">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={clsx("px-3 py-1.5 text-sm font-semibold", value === o.value ? "bg-brand text-white" : "bg-white text-ink hover:bg-surface")}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** "Kennzahl" and "Diagrammtyp": which figure the chart shows, and as lines or bars. */
export function DashboardSwitches({
  metric,
  chart,
  update,
}: {
  metric: Metric;
  chart: ChartType;
  update: (patch: Partial<DashboardSelection>) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <Switch
        label="Kennzahl"
        value={metric}
        onChange={(m) => update({ metric: m })}
        options={METRICS.map((m) => ({ value: m, label: METRIC_LABELS[m] }))}
      />
      <Switch<ChartType>
        label="Diagrammtyp"
        value={chart}
        onChange={(c) => update({ chart: c })}
        options={[
          { value: "line", label: "Linien" },
          { value: "bar", label: "Balken" },
        ]}
      />
    </div>
  );
}
