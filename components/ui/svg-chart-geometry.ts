export type SvgChartPoint = {
  /** The x-axis label ("Jan"). */
  label: string;
  /** The label in the tooltip and the summary ("Jan 2026"). */
  fullLabel: string;
  value: number;
};

export const COLOR = "var(--color-brand)";
export const TOP = 12;
export const BOTTOM = 28;
export const RIGHT = 12;

/** Where things go: the plot area, one band per point, and the scales from index and value to pixels. */
export type ChartGeometry = {
  width: number;
  height: number;
  axisWidth: number;
  plotH: number;
  band: number;
  x: (i: number) => number;
  y: (v: number) => number;
  labelEvery: number;
};

export function chartGeometry(width: number, height: number, axisWidth: number, ticks: number[], count: number): ChartGeometry {
  const top = ticks[ticks.length - 1];
  const plotW = width - axisWidth - RIGHT;
  const plotH = height - TOP - BOTTOM;
  const band = plotW / Math.max(1, count);
  const x = (i: number) => axisWidth + band * (i + 0.5);
  const y = (v: number) => TOP + plotH - (plotH * v) / top;
  // Every label when they fit, else every second or third one.
  const labelEvery = Math.max(1, Math.ceil((count * 34) / plotW));
  return { width, height, axisWidth, plotH, band, x, y, labelEvery };
}

/** The point a key moves to (arrows, Home, End), undefined for another key. */
export function keyMove(key: string, active: number | null, count: number): number | undefined {
  const last = count - 1;
  const moves: Record<string, number> = {
    ArrowLeft: Math.max(0, (active ?? 0) - 1),
    ArrowRight: Math.min(last, (active ?? -1) + 1),
    Home: 0,
    End: last,
  };
  return key in moves ? moves[key] : undefined;
}

/** The chart's accessible summary: the period and every value. */
export function chartSummary(title: string, points: SvgChartPoint[], format: (v: number) => string): string {
  return points.length === 0
    ? `${title}: keine Werte`
    : `${title}, ${points[0].fullLabel} bis ${points[points.length - 1].fullLabel}: ` +
        points.map((p) => `${p.fullLabel} ${format(p.value)}`).join(", ");
}
