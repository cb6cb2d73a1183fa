import fs from "node:fs";
import path from "node:path";
import type { HeapSummary } from "./lib/heap";

// The soak's figures (bench/soak.ts): RSS at the start and at 1, 5, 15, 30 and 60 minutes of load, one
// minute (`afterMinutes`) after the load stopped, the plateau (the median of the samples of the load's
// second half), the highest value, and the ratio after/plateau (the
// target: within 10 %). The samples go to a JSON file and a CSV beside it.

export type SoakSample = { minute: number; phase: "load" | "after"; rssMb: number; load1: number; requests: number };

export type SoakResult = {
  database: "embedded" | "postgres";
  startedAt: string;
  minutes: number;
  afterMinutes: number;
  readers: number;
  nodeOptions: string;
  rounds: number;
  requests: number;
  failed: number;
  failures: Record<string, number>;
  rssStartMb: number;
  samples: SoakSample[];
  heaps: { at: string; summary: HeapSummary }[];
};

export type SoakFigures = {
  at: Record<string, number | null>;
  afterMb: number;
  plateauMb: number;
  highestMb: number;
  afterVsPlateau: number;
  loadAverage: { min: number; max: number };
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

export function soakFigures(r: SoakResult): SoakFigures {
  const load = r.samples.filter((s) => s.phase === "load");
  const at: Record<string, number | null> = { start: r.rssStartMb };
  for (const m of [1, 5, 15, 30, 60]) at[`${m} min`] = m <= r.minutes ? (load.find((s) => s.minute >= m)?.rssMb ?? null) : null;
  const plateau = median(load.filter((s) => s.minute >= r.minutes / 2).map((s) => s.rssMb));
  const afterMb = r.samples.filter((s) => s.phase === "after").at(-1)?.rssMb ?? 0;
  const loads = r.samples.map((s) => s.load1);
  return {
    at,
    afterMb,
    plateauMb: plateau,
    highestMb: Math.max(...r.samples.map((s) => s.rssMb)),
    afterVsPlateau: plateau ? Math.round((afterMb / plateau) * 1000) / 1000 : 0,
    loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
  };
}

/** Writes the result with its figures as JSON to `file` and the samples as CSV beside it. */
export function writeSoak(r: SoakResult, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...r, figures: soakFigures(r) }, null, 1) + "\n");
  const csv = ["minute,phase,rss_mb,load1,requests", ...r.samples.map((s) => `${s.minute},${s.phase},${s.rssMb},${s.load1},${s.requests}`)];
  fs.writeFileSync(file.replace(/\.json$/, "") + ".csv", csv.join("\n") + "\n");
}

/** What grew between the first and the last heap snapshot, by constructor, largest first. */
export function heapGrowth(r: SoakResult, top = 10): { name: string; mb: number; count: number }[] {
  if (r.heaps.length < 2) return [];
  const [a, b] = [r.heaps[0], r.heaps.at(-1)!];
  const before = new Map(a.summary.all.map((t) => [t.name, t]));
  return b.summary.all
    .map((t) => ({
      name: t.name,
      mb: Math.round((t.bytes - (before.get(t.name)?.bytes ?? 0)) / 1024 / 102.4) / 10,
      count: t.count - (before.get(t.name)?.count ?? 0),
    }))
    .sort((x, y) => y.mb - x.mb)
    .slice(0, top);
}

/** The soak's lines for the report. */
export function soakNotes(r: SoakResult): string[] {
  const f = soakFigures(r);
  const name = r.database === "embedded" ? "eingebettete Datenbank (PGlite)" : "PostgreSQL";
  const limit = r.database === "embedded" ? 900 : 600;
  const why = Object.entries(r.failures)
    .map(([k, n]) => `${k}: ${n}`)
    .join(", ");
  const at = Object.entries(f.at)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k} ${v} MB`)
    .join(", ");
  const lines = [
    `Dauerlast ${name}, ${r.minutes} min, ${r.readers} Leser + Schreibrunden (${r.rounds}), ${r.requests} Anfragen, ${r.failed} Fehler${why ? ` (${why})` : ""}`,
    `RSS: ${at}; ${r.afterMinutes} min nach der Last ${f.afterMb} MB; Plateau ${f.plateauMb} MB, höchstens ${f.highestMb} MB (Grenze ${limit} MB: ${f.highestMb < limit ? "eingehalten" : "ÜBERSCHRITTEN"}); danach/Plateau ${f.afterVsPlateau} (Ziel 0,9–1,1); Lastmittel ${f.loadAverage.min}–${f.loadAverage.max}`,
  ];
  for (const h of r.heaps)
    lines.push(
      `Heap ${h.at}: ${h.summary.totalMb} MB in ${h.summary.nodes.toLocaleString("de-DE")} Objekten; größte Posten: ${h.summary.top.map((t) => `${t.name} ${t.mb} MB (${t.count.toLocaleString("de-DE")})`).join(", ")}`,
    );
  const grown = heapGrowth(r, 8);
  if (grown.length)
    lines.push(
      `Gewachsen zwischen den Heaps: ${grown.map((g) => `${g.name} ${g.mb > 0 ? "+" : ""}${g.mb} MB (${g.count > 0 ? "+" : ""}${g.count.toLocaleString("de-DE")})`).join(", ")}`,
    );
  return lines;
}
