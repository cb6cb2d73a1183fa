import fs from "node:fs";

/**
 * PostgreSQL's own time for a request, from its log: with `log_min_duration_statement = 0` set for a
 * database (taking effect on connections opened afterwards), every statement's duration is logged as
 * `user@db LOG:  duration: N ms` (log_line_prefix with %u@%d); the sum of those written while a request
 * ran is the database's share of it.
 */

export const LOG = process.env.PG_LOG_FILE ?? "/var/log/postgresql/postgresql-15-main.log";

/** The log's size in bytes, -1 when it cannot be read. */
export function logSize(): number {
  try {
    return fs.statSync(LOG).size;
  } catch {
    return -1;
  }
}

/** The summed durations PostgreSQL logged for database `db` after byte `offset` of its log. */
export function loggedMs(offset: number, db: string): number {
  const fd = fs.openSync(LOG, "r");
  try {
    const size = fs.fstatSync(fd).size;
    const buf = Buffer.alloc(Math.max(0, size - offset));
    fs.readSync(fd, buf, 0, buf.length, offset);
    const re = new RegExp(`@${db} LOG:  duration: ([\\d.]+) ms`, "g");
    let sum = 0;
    for (const m of buf.toString("utf8").matchAll(re)) sum += Number(m[1]);
    return sum;
  } finally {
    fs.closeSync(fd);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** For `n` requests sent one after another: the statement time logged for `db` during each, in ms. */
export async function loggedMsPerRequest(db: string, n: number, send: (i: number) => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    await sleep(15); // the previous request's log lines are written
    const before = logSize();
    await send(i);
    await sleep(15);
    out.push(loggedMs(before, db));
  }
  return out;
}

/** The statement a client sends after each request to mark where its log lines end (see `loggedMsBetweenMarks`). */
export const markStatement = (i: number) => `select 'request-mark-${i}'`;

/**
 * For requests sent back to back, each followed by `markStatement(i)` on another connection to `db`:
 * the summed durations PostgreSQL logged for `db` after byte `offset` and before each mark, in the order
 * of the marks. A statement's duration line is written before its result leaves the backend, so every
 * line of request i precedes the mark the client sends once it has the answer. The marks' own lines are
 * not counted.
 */
export function loggedMsBetweenMarks(offset: number, db: string, n: number): number[] {
  const fd = fs.openSync(LOG, "r");
  try {
    const size = fs.fstatSync(fd).size;
    const buf = Buffer.alloc(Math.max(0, size - offset));
    fs.readSync(fd, buf, 0, buf.length, offset);
    const re = new RegExp(`@${db} LOG:  duration: ([\\d.]+) ms  (?:statement: select 'request-mark-(\\d+)')?`, "g");
    const out: number[] = [];
    let sum = 0;
    for (const m of buf.toString("utf8").matchAll(re)) {
      if (m[2] === undefined) sum += Number(m[1]);
      else {
        out[Number(m[2])] = sum;
        sum = 0;
      }
    }
    // A missing mark leaves a hole, which `some` and `every` skip: count what is there.
    const found = out.filter((ms) => ms !== undefined).length;
    if (out.length !== n || found !== n) throw new Error(`Nur ${found} von ${n} Marken im Protokoll`);
    return out;
  } finally {
    fs.closeSync(fd);
  }
}
