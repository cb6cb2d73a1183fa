import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// bench/lib/db-time.ts reads PostgreSQL's log named by PG_LOG_FILE when it is loaded.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "request-marks-"));
const log = path.join(dir, "postgresql.log");
vi.stubEnv("PG_LOG_FILE", log);
const { loggedMsBetweenMarks, markStatement } = await import("../../../bench/lib/db-time");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const line = (db: string, ms: number, text: string) => `2026-11-29 10:00:00 UTC [1] postgres@${db} LOG:  duration: ${ms} ms  ${text}\n`;

describe("statements per request told apart by marks (bench/lib/db-time.ts)", () => {
  it("sums each request's statements up to its mark, without the marks and other databases", () => {
    fs.writeFileSync(log, line("rp", 9, "statement: select 'before'"));
    const offset = fs.statSync(log).size;
    fs.appendFileSync(
      log,
      [
        line("rp", 0.25, "execute <unnamed>: select 1"),
        line("other", 5, "execute <unnamed>: select 2"),
        line("rp", 0.5, "bind <unnamed>: select 3"),
        line("rp", 0.02, `statement: ${markStatement(0)}`),
        line("rp", 0.02, `statement: ${markStatement(1)}`),
        line("rp", 1.5, "execute <unnamed>: update carts"),
        line("rp", 0.03, `statement: ${markStatement(2)}`),
      ].join(""),
    );
    expect(loggedMsBetweenMarks(offset, "rp", 3)).toEqual([0.75, 0, 1.5]);
  });

  it("refuses a log that lacks a mark instead of shifting every request after it", () => {
    fs.writeFileSync(log, line("rp", 0.3, `statement: ${markStatement(0)}`) + line("rp", 0.3, `statement: ${markStatement(2)}`));
    expect(() => loggedMsBetweenMarks(0, "rp", 3)).toThrow("Nur 2 von 3 Marken");
  });
});
