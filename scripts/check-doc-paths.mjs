// `npm run lint`: every path the docs name exists. A path in backticks that starts with a folder of the
// project (app/, lib/, tests/, …) must exist (a module may be named without its extension); a bare file
// name (`serve.ts`) must be the name of a file in the tree. Placeholders (`<area>`, `*`, `…`, `{id}`) are
// not paths.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const NAMED = /`((?:app|lib|components|models|tests|scripts|bench|docs|\.ci)\/[^`\s]*|[A-Za-z0-9_.[\]-]+\.(?:ts|tsx|mjs|cjs|json|md))`/g;
const PLACEHOLDER = /[<>*…{}$]|\.\.\./;

/** The paths named in `files` (relative to `root`) that do not exist: `{ file, line, path }`. */
export function missingDocPaths(root, files) {
  const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  const names = new Set(tracked.map((t) => path.basename(t)));
  const exists = (p) => {
    if (!p.includes("/")) return names.has(p) || fs.existsSync(path.join(root, p));
    const base = path.join(root, p.replace(/\/$/, ""));
    return ["", ".ts", ".tsx", ".mjs", "/index.ts"].some((ext) => fs.existsSync(base + ext));
  };
  const missing = [];
  for (const file of files) {
    fs.readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .forEach((text, i) => {
        for (const [, named] of text.matchAll(NAMED)) {
          const p = named.replace(/[.,:;]+$/, "").split("#")[0];
          if (!PLACEHOLDER.test(p) && !exists(p)) missing.push({ file, line: i + 1, path: p });
        }
      });
  }
  return missing;
}

/** README.md and every Markdown file under docs/. */
export function docFiles(root) {
  const docs = fs.readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".md"));
  return ["README.md", ...docs.map((f) => path.join("docs", f))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const missing = missingDocPaths(root, docFiles(root));
  for (const m of missing) console.error(`${m.file}:${m.line}: ${m.path} gibt es nicht`);
  if (missing.length) process.exit(1);
}
