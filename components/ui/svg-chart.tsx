"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { chartGeometry, chartSummary, COLOR, keyMove, type SvgChartPoint } from "./svg-chart-geometry";
import { ChartAxes, ChartHighlight, ChartSeries, ChartTooltip } from "./svg-chart-parts";

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

  const g = chartGeometry(width, height, axisWidth, ticks, points.length);
  const shown = active !== null ? points[active] : undefined;

  const pick = (e: PointerEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const at = ((e.clientX - rect.left) / rect.width) * width - axisWidth;
    const i = Math.floor(at / g.band);
    setActive(i >= 0 && i < points.length ? i : null);
  };
  const keys = (e: KeyboardEvent<HTMLDivElement>) => {
    if (points.length === 0) return;
    const move = keyMove(e.key, active, points.length);
    if (move !== undefined) {
      e.preventDefault();
      setActive(move);
    } else if (e.key === "Escape") setActive(null);
  };

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
        aria-label={chartSummary(title, points, format)}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        className="block select-none"
        onPointerMove={pick}
        onPointerLeave={() => setActive(null)}
        data-testid="chart-svg"
      >
        <ChartAxes g={g} ticks={ticks} points={points} format={format} />
        {active !== null ? <ChartHighlight g={g} active={active} /> : null}
        <ChartSeries g={g} points={points} type={type} active={active} />
      </svg>
      {shown && active !== null ? <ChartTooltip g={g} active={active} point={shown} seriesName={seriesName} format={format} /> : null}
      <p className="mt-1 flex items-center gap-2 text-xs text-muted" data-testid="chart-legend">
        <span aria-hidden className="inline-block h-0.5 w-4" style={{ background: COLOR, height: type === "bar" ? 8 : 2 }} />
        {seriesName}
      </p>
    </div>
  );
}
