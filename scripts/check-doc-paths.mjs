// `npm run lint`: every path the docs name exists. A path in backticks that starts with a folder of the
// project (app/, lib/, tests/, …) must exist (a module may be named without its extension); a bare file
// name (`serve.ts`) must be the name of a file in the tree. Placeholders (`<area>`, `*`, `…`, `{id}`) are
// not paths. The comments of the code likewise: a file path they name (`lib/…/x.ts`) must exist.
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

// A path from a folder of the project, with or without its extension (a module, `lib/domain/platform/badge`, or a
// folder); one with another extension (a library's `lib/controllers/object.js`) is not the project's.
const COMMENT_PATH = /(?<![\w.-])(?:@\/)?((?:app|lib|components|models|tests|scripts|bench|docs)\/[A-Za-z0-9_./()[\]@-]*)/g;
const OWN_FILE = /(?:^|\/)(?:[^/.]+|[^/]+\.(?:tsx?|mjs|cjs|md|json|xsd|xml|csv))$/;
// A file's bare name (`serve.ts`), not part of a path or of a word.
const COMMENT_NAME = /(?<![\w./@-])([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:tsx?|mjs|cjs))(?![\w/])/g;

/** The comment text of a line of code: a whole comment line, or what follows ` // `. */
function commentOf(line) {
  const t = line.trimStart();
  if (t.startsWith("//") || t.startsWith("*") || t.startsWith("/*")) return t;
  const at = line.indexOf(" // ");
  return at < 0 ? "" : line.slice(at);
}

/** The paths and file names a comment names: a path cut short by a placeholder or a line's end (`feature-`) is none. */
function namedIn(comment) {
  const named = [];
  for (const m of comment.matchAll(COMMENT_PATH)) {
    const p = m[1].replace(/[).,:;]+$/, "");
    const next = comment[m.index + m[0].length] ?? "";
    if (PLACEHOLDER.test(next) || p.endsWith("-") || !OWN_FILE.test(p.replace(/\/$/, ""))) continue;
    named.push(p);
  }
  for (const [, name] of comment.matchAll(COMMENT_NAME)) named.push(name);
  return named;
}

/** The file paths and names in the comments of the tracked code that do not exist: `{ file, line, path }`. */
export function missingCommentPaths(root) {
  const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  const names = new Set(tracked.map((t) => path.basename(t)));
  const exists = (p) => {
    if (!p.includes("/")) return names.has(p);
    const base = path.join(root, p.replace(/\/$/, ""));
    return ["", ".ts", ".tsx", ".mjs", "/index.ts"].some((ext) => fs.existsSync(base + ext));
  };
  const code = tracked.filter((f) => /\.(?:tsx?|mjs|cjs)$/.test(f));
  const missing = [];
  for (const file of code) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .forEach((text, i) => {
        for (const named of namedIn(commentOf(text))) {
          if (!PLACEHOLDER.test(named) && !exists(named)) missing.push({ file, line: i + 1, path: named });
        }
      });
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const missing = [...missingDocPaths(root, docFiles(root)), ...missingCommentPaths(root)];
  for (const m of missing) console.error(`${m.file}:${m.line}: ${m.path} gibt es nicht`);
  if (missing.length) process.exit(1);
}
