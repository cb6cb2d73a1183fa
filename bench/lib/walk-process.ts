import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Session } from "node:inspector/promises";

// The process of the walks' measurement (bench/walks.ts), made before any project module loads:
// a DATA_DIR of its own in a temporary folder, and V8's precise coverage counting each function's calls.
// Imported first by bench/walks.ts, so the modules imported after it are loaded with both in place.

export const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-walks-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= "warn";

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });

const ROOT = `${path.resolve(process.cwd())}/`;
/** The project's source folders; tests and bench are the measurement's own code, node_modules is not the project's. */
const SOURCE = /^(app|components|lib|models)\//;

/** A script's project path (app/…, lib/…), or null for everything else. */
function projectPath(url: string): string | null {
  if (!url.startsWith("file://")) return null;
  const file = decodeURIComponent(new URL(url).pathname);
  if (!file.startsWith(ROOT)) return null;
  const rel = file.slice(ROOT.length);
  return SOURCE.test(rel) && !rel.includes("node_modules/") ? rel : null;
}

/**
 * The project's files with at least one function called since the last call (V8 resets the counts on
 * each take). The first take after a warm-up walk therefore only clears the counts.
 */
export async function filesRunSinceLastTake(): Promise<string[]> {
  const { result } = await session.post("Profiler.takePreciseCoverage");
  const files = new Set<string>();
  for (const script of result) {
    const rel = projectPath(script.url);
    if (rel && script.functions.some((f) => f.ranges[0]?.count > 0)) files.add(rel);
  }
  return [...files].sort();
}

/** Stops the coverage and removes the temporary DATA_DIR. */
export async function endMeasurement() {
  await session.post("Profiler.stopPreciseCoverage");
  session.disconnect();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
