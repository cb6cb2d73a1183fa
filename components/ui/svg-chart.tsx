"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

export type SvgChartPoint = {
  /** The x-axis label ("Jan"). */
  label: string;
  /** The label in the tooltip and the summary ("Jan 2026"). */
  fullLabel: string;
  value: number;
};

type Props = {
  points: SvgChartPoint[];
  type: "line" | "bar";
  /** The series' name in the legend and the tooltip ("Gesamt"). */
  seriesName: string;
  /** What the chart shows, for its accessible summary ("ANFRAGEN pro Monat"). */
  title: string;
  /** German number format of the values (axis, tooltip). */
  format: (v: number) => string;
  /** The y-axis values from 0 up, the last one at or above the largest value. */
  ticks: number[];
  /** Room for the y-axis labels, px. */
  axisWidth?: number;
  height?: number;
};

const COLOR = "var(--color-brand)";
const TOP = 12;
const BOTTOM = 28;
const RIGHT = 12;

/**
 * A small line or bar chart in plain SVG (issue 35: it replaces recharts, about 390 kB of JavaScript).
 * The width follows its container (the viewBox is the measured width, 640 before the first measurement
 * and on the server); the y-axis starts at 0 in round steps. Hovering a month, or focusing the chart and
 * moving with the arrow keys, shows the month's value; role="img" with a summary names it for screen
 * readers (callers add the figures as a table).
 */
export function SvgChart({ points, type, seriesName, title, format, ticks, axisWidth = 50, height = 288 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const top = ticks[ticks.length - 1];
  const plotW = width - axisWidth - RIGHT;
  const plotH = height - TOP - BOTTOM;
  const band = plotW / Math.max(1, points.length);
  const x = (i: number) => axisWidth + band * (i + 0.5);
  const y = (v: number) => TOP + plotH - (plotH * v) / top;
  // Every label when they fit, else every second or third one.
  const labelEvery = Math.max(1, Math.ceil((points.length * 34) / plotW));
  const shown = active !== null ? points[active] : undefined;

  const pick = (e: PointerEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const at = ((e.clientX - rect.left) / rect.width) * width - axisWidth;
    const i = Math.floor(at / band);
    setActive(i >= 0 && i < points.length ? i : null);
  };
  const keys = (e: KeyboardEvent<HTMLDivElement>) => {
    if (points.length === 0) return;
    const last = points.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: Math.max(0, (active ?? 0) - 1),
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]);
    } else if (e.key === "Escape") setActive(null);
  };

  const summary =
    points.length === 0
      ? `${title}: keine Werte`
      : `${title}, ${points[0].fullLabel} bis ${points[points.length - 1].fullLabel}: ` +
        points.map((p) => `${p.fullLabel} ${format(p.value)}`).join(", ");

  return (
    <div
      ref={box}
      role="group"
      aria-label={`${title}: Werte mit den Pfeiltasten anzeigen`}
      tabIndex={0}
      onKeyDown={keys}
      onFocus={() => setActive((a) => a ?? (points.length ? points.length - 1 : null))}
      onBlur={() => setActive(null)}
      className="relative h-full w-full rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        className="block select-none"
        onPointerMove={pick}
        onPointerLeave={() => setActive(null)}
        data-testid="chart-svg"
      >
        <g data-part="y-axis" fontSize={12} fill="currentColor" className="text-muted">
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={axisWidth}
                x2={width - RIGHT}
                y1={y(t)}
                y2={y(t)}
                stroke="var(--color-line, #ddd)"
                strokeDasharray={t === 0 ? undefined : "3 3"}
              />
              <text x={axisWidth - 6} y={y(t)} dy="0.32em" textAnchor="end" data-part="y-tick">
                {format(t)}
              </text>
            </g>
          ))}
        </g>
        <g data-part="x-axis" fontSize={12} fill="currentColor" className="text-muted">
          {points.map((p, i) =>
            i % labelEvery === 0 ? (
              <text key={i} x={x(i)} y={height - BOTTOM + 18} textAnchor="middle" data-part="x-tick">
                {p.label}
              </text>
            ) : null,
          )}
        </g>
        {active !== null ? (
          <rect x={axisWidth + band * active} y={TOP} width={band} height={plotH} fill="currentColor" className="text-surface" opacity={0.6} />
        ) : null}
        {type === "bar" ? (
          <g data-part="bars" fill={COLOR}>
            {points.map((p, i) => {
              const w = Math.max(2, Math.min(48, band * 0.7));
              return <rect key={i} data-part="bar" x={x(i) - w / 2} y={y(p.value)} width={w} height={Math.max(0, y(0) - y(p.value))} />;
            })}
          </g>
        ) : (
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
        )}
      </svg>
      {shown && active !== null ? (
        <div
          role="status"
          data-testid="chart-tooltip"
          className="pointer-events-none absolute top-2 rounded border border-line bg-white px-3 py-2 text-sm shadow"
          style={x(active) > width / 2 ? { right: `${((width - x(active) + 8) / width) * 100}%` } : { left: `${((x(active) + 8) / width) * 100}%` }}
        >
          <p className="font-semibold">{shown.fullLabel}</p>
          <p>
            {seriesName}: {format(shown.value)}
          </p>
        </div>
      ) : null}
      <p className="mt-1 flex items-center gap-2 text-xs text-muted" data-testid="chart-legend">
        <span aria-hidden className="inline-block h-0.5 w-4" style={{ background: COLOR, height: type === "bar" ? 8 : 2 }} />
        {seriesName}
      </p>
    </div>
  );
}
