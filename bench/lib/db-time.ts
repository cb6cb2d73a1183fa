import pg from "pg";
import { ADMIN_URL } from "./database";

/**
 * The time PostgreSQL spent executing statements for one database (pg_stat_database.active_time, all
 * its connections), read around a batch of requests: what the database's share of a request is, on a
 * server whose pool opened its connections long ago (no logging to switch on). A backend reports its
 * figures when idle, at the latest after 10 s, hence the wait; the idle rate (a worker's polling) is
 * measured first and taken off.
 */

const FLUSH_MS = 11_000;

async function activeMs(db: string): Promise<number> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query("select pg_stat_clear_snapshot()");
    const { rows } = await c.query<{ t: number }>("select active_time as t from pg_stat_database where datname = $1", [db]);
    return Number(rows[0]?.t ?? NaN);
  } finally {
    await c.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Database ms per request for `n` requests sent one after another by `send`. */
export async function dbMsPerRequest(db: string, n: number, send: (i: number) => Promise<void>): Promise<number> {
  await sleep(FLUSH_MS);
  const idleStart = await activeMs(db);
  await sleep(FLUSH_MS);
  const idleRate = ((await activeMs(db)) - idleStart) / FLUSH_MS;
  const start = await activeMs(db);
  const t = performance.now();
  for (let i = 0; i < n; i++) await send(i);
  await sleep(FLUSH_MS);
  const elapsed = performance.now() - t;
  return Math.max(0, (await activeMs(db)) - start - idleRate * elapsed) / n;
}
