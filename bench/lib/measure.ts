/** Percentile of a list of durations (nearest-rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export type Timing = { label: string; n: number; p50: number; p95: number; max: number; errors: number };

/** Runs `fn` for each input one after another (after a short warm-up) and reports the latencies in ms. */
export async function timeSequential<T>(label: string, inputs: T[], fn: (input: T) => Promise<boolean>, warmup = 10): Promise<Timing> {
  for (const input of inputs.slice(0, warmup)) await fn(input);
  const times: number[] = [];
  let errors = 0;
  for (const input of inputs) {
    const t = performance.now();
    const ok = await fn(input);
    times.push(performance.now() - t);
    if (!ok) errors++;
  }
  return { label, n: inputs.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(Math.max(...times)), errors };
}

export function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function printTable(rows: Record<string, string | number>[]) {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  console.log(line(cols));
  console.log(line(cols.map(() => "---")));
  for (const r of rows) console.log(line(cols.map((c) => r[c] ?? "")));
}
