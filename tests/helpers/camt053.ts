import fs from "node:fs";
import path from "node:path";

// From the repository root, where vitest and Playwright both run (Playwright loads this as an ES module, without __dirname).
const FIXTURES = path.join(process.cwd(), "tests", "fixtures", "camt053");

/** A statement of tests/fixtures/camt053 with its {{PLACEHOLDERS}} filled in (each must be given). */
export function camtFixture(name: string, values: Record<string, string>): string {
  return fs.readFileSync(path.join(FIXTURES, name), "utf8").replace(/\{\{([A-Z_0-9]+)\}\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`Platzhalter ${k} fehlt`);
    return values[k];
  });
}
