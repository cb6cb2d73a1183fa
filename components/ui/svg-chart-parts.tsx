"use client";

import { BOTTOM, COLOR, RIGHT, TOP, type ChartGeometry, type SvgChartPoint } from "./svg-chart-geometry";

/** The y-axis (grid lines and values) and the x-axis labels. */
export function ChartAxes({
  g,
  ticks,
  points,
  format,
}: {
  g: ChartGeometry;
  ticks: number[];
  points: SvgChartPoint[];
  format: (v: number) => string;
}) {
  return (
    <>
      <g data-part="y-axis" fontSize={12} fill="currentColor" className="text-muted">
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={g.axisWidth}
              x2={g.width - RIGHT}
              y1={g.y(t)}
              y2={g.y(t)}
              stroke="var(--color-line, #ddd)"
              strokeDasharray={t === 0 ? undefined : "3 3"}
            />
            <text x={g.axisWidth - 6} y={g.y(t)} dy="0.32em" textAnchor="end" data-part="y-tick">
              {format(t)}
            </text>
          </g>
        ))}
      </g>
      <g data-part="x-axis" fontSize={12} fill="currentColor" className="text-muted">
        {points.map((p, i) =>
          i % g.labelEvery === 0 ? (
            <text key={i} x={g.x(i)} y={g.height - BOTTOM + 18} textAnchor="middle" data-part="x-tick">
              {p.label}
            </text>
          ) : null,
        )}
      </g>
    </>
  );
}

/** The values as bars or as a line with a dot per point (the active one larger). */
export function ChartSeries({ g, points, type, active }: { g: ChartGeometry; points: SvgChartPoint[]; type: "line" | "bar"; active: number | null }) {
  const { x, y } = g;
  if (type === "bar") {
    return (
      <g data-part="bars" fill={COLOR}>
        {points.map((p, i) => {
          const w = Math.max(2, Math.min(48, g.band * 0.7));
          return <rect key={i} data-part="bar" x={x(i) - w / 2} y={y(p.value)} width={w} height={Math.max(0, y(0) - y(p.value))} />;
        })}
      </g>
    );
  }
  return (
    <g data-part="line">
      <path
        data-part="line-path"
        d={points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ")}
        fill="none"
        stroke={COLOR}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {points.map((p, i) => (
        <circle key={i} cx={x(i)} cy={y(p.value)} r={active === i ? 5 : 3} fill="white" stroke={COLOR} strokeWidth={2} />
      ))}
    </g>
  );
}

/** The band behind the active point. */
export function ChartHighlight({ g, active }: { g: ChartGeometry; active: number }) {
  return (
    <rect x={g.axisWidth + g.band * active} y={TOP} width={g.band} height={g.plotH} fill="currentColor" className="text-surface" opacity={0.6} />
  );
}

/** The active point's month and value, beside it on the side with more room. */
export function ChartTooltip({
  g,
  active,
  point,
  seriesName,
  format,
}: {
  g: ChartGeometry;
  active: number;
  point: SvgChartPoint;
  seriesName: string;
  format: (v: number) => string;
}) {
  const { x, width } = g;
  return (
    <div
      role="status"
      data-testid="chart-tooltip"
      className="pointer-events-none absolute top-2 rounded border border-line bg-white px-3 py-2 text-sm shadow"
      style={x(active) > width / 2 ? { right: `${((width - x(active) + 8) / width) * 100}%` } : { left: `${((x(active) + 8) / width) * 100}%` }}
    >
      <p className="font-semibold">{point.fullLabel}</p>
      <p>
        {seriesName}: {format(point.value)}
      </p>
    </div>
  );
}
