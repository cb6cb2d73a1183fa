// `npx tsx bench/bundle-modules.ts <dist dir> <route> [top]`: the largest modules of a route's browser
// chunks, from the analysis Next.js's own analyzer writes (`NEXT_DIST_DIR=<dist dir> npx next analyze -o`,
// Turbopack only), read through `next analyze export --route`. Modules of one npm package are summed
// under the package's name; the project's own files are listed one by one. Sizes are uncompressed bytes
// as they sit in the chunks (minified).
import { spawn } from "node:child_process";
import readline from "node:readline";

const [distDir, route, top = "15"] = process.argv.slice(2);
if (!distDir || !route) throw new Error("Aufruf: npx tsx bench/bundle-modules.ts <dist dir> <route> [top]");

const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "analyze", "export", "--dist-dir", distDir, "--route", route], {
  stdio: ["ignore", "pipe", "inherit"],
});
const sizes = new Map<string, number>();
let total = 0;
for await (const line of readline.createInterface({ input: child.stdout })) {
  const rec = JSON.parse(line) as { type: string; filename?: string; source_path?: string; size?: number };
  // Only what goes to the browser: parts of the client chunks under static/.
  if (rec.type !== "part" || !rec.filename?.includes("/static/") || !rec.filename.endsWith(".js")) continue;
  const source = (rec.source_path ?? "?").replace(/^\[project\]\//, "");
  // Next.js brings React DOM and others precompiled (next/dist/compiled/react-dom): named as such.
  const pkg = /node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const key = pkg ? `${pkg} (npm)` : source;
  sizes.set(key, (sizes.get(key) ?? 0) + (rec.size ?? 0));
  total += rec.size ?? 0;
}
console.log(`${route}: ${Math.round(total / 1024)} kB in den Browser-Chunks der Analyse`);
for (const [key, bytes] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) console.log(`  ${(bytes / 1024).toFixed(1)} kB  ${key}`);
