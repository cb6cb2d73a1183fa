/**
 * The y-axis of the dashboard's own SVG chart (components/ui/svg-chart.tsx, issue 35): whole-number
 * ticks from 0 in steps of 1, 2 or 5 times a power of ten, at most `maxTicks` of them, the last one at
 * or above the largest value. An all-zero series gets 0 and 1, so the axis never collapses.
 */
export function chartTicks(max: number, maxTicks = 5): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const rough = top / Math.max(1, maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let v = 0; ticks.length === 0 || ticks[ticks.length - 1] < top; v += step) ticks.push(v);
  return ticks;
}
