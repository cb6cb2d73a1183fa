// `npm run lint`: each area's tables are named in SQL only by that area (docs/architecture.md "Areas").
// Lint's import zones keep another area's table objects out (eslint.config.mjs); a statement written as
// text (sql`… from products …`) names a table without importing it, so this reads the text of every
// module of lib/server/<area>, lib/api/endpoints/<area> and models/<area> for the tables of the other
// areas (platform's are open to all). The files that still do are listed by name, each with the owner
// it reads; a new one fails, and so does a listed one that no longer needs its entry: the list only shrinks.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Files whose SQL text still names another area's tables, and whose. */
export const SQL_TABLE_READERS = {
  // None left: every area names only its own tables (and platform's) in SQL text.
};

const AREA_LAYERS = ["lib/server", "lib/api/endpoints", "models"];
const NOT_AREAS = new Set(["migrations", "seed", "jobs"]);
// A table named where SQL names one: after from, join, into, update, using, table, exists.
const SQL_TABLE = /\b(?:from|join|into|update|using|table|exists)\s+"?([a-z_][a-z0-9_]*)"?/gi;
// A table named as a string in a list of tables (`table: "product_media"`, `["product_features", …]`).
const QUOTED_TABLE = /["'`]([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+)["'`]/g;

/** Each table's owning area, from the pgTable("name") calls of models/<area>/. */
export function tableOwners(root) {
  const owners = new Map();
  for (const area of fs.readdirSync(path.join(root, "models"), { withFileTypes: true })) {
    if (!area.isDirectory() || NOT_AREAS.has(area.name)) continue;
    for (const file of fs.readdirSync(path.join(root, "models", area.name))) {
      const text = fs.readFileSync(path.join(root, "models", area.name, file), "utf8");
      for (const [, table] of text.matchAll(/pgTable\(\s*"([a-z_][a-z0-9_]*)"/g)) owners.set(table, area.name);
    }
  }
  return owners;
}

/** The other areas' tables (not platform's) that `source`, a module of `area`, names in its SQL text or as a table name. */
export function foreignTables(source, area, owners) {
  const code = source
    .split("\n")
    .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
    .join("\n");
  const named = new Set();
  for (const [, table] of code.matchAll(SQL_TABLE)) named.add(table.toLowerCase());
  for (const [, table] of code.matchAll(QUOTED_TABLE)) if (table.includes("_")) named.add(table);
  return [...named].filter((t) => owners.has(t) && owners.get(t) !== area && owners.get(t) !== "platform").sort();
}

/** Every module of the area layers with the other areas' tables it names: `{ file, area, tables, owners }`. */
export function sqlTableReads(root) {
  const owners = tableOwners(root);
  const reads = [];
  for (const layer of AREA_LAYERS) {
    for (const area of fs.readdirSync(path.join(root, layer), { withFileTypes: true })) {
      if (!area.isDirectory() || NOT_AREAS.has(area.name)) continue;
      const dir = path.join(layer, area.name);
      for (const name of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })) {
        if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
        const file = path.join(dir, name);
        const tables = foreignTables(fs.readFileSync(path.join(root, file), "utf8"), area.name, owners);
        if (tables.length) reads.push({ file, area: area.name, tables, owners: [...new Set(tables.map((t) => owners.get(t)))].sort() });
      }
    }
  }
  return reads;
}

/** What the check reports: files naming tables they are not listed for, and listed files that no longer need to be. */
export function sqlTableProblems(root, listed = SQL_TABLE_READERS) {
  const reads = sqlTableReads(root);
  const problems = [];
  for (const r of reads) {
    const unlisted = r.owners.filter((o) => !(listed[r.file] ?? []).includes(o));
    if (unlisted.length)
      problems.push(`${r.file}: nennt Tabellen von ${unlisted.join(", ")} (${r.tables.join(", ")}); über die Funktionen dieses Bereichs lesen`);
  }
  for (const [file, areas] of Object.entries(listed)) {
    const read = reads.find((r) => r.file === file);
    for (const a of areas)
      if (!read?.owners.includes(a))
        problems.push(`${file}: steht in SQL_TABLE_READERS für ${a}, nennt aber keine Tabelle davon mehr; Eintrag entfernen`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = sqlTableProblems(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
  for (const p of problems) console.error(p);
  process.exit(problems.length ? 1 : 0);
}
