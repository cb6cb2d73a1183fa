import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import * as schema from "../schema";
import { lockDataDir } from "./data-dir-lock.mjs";

/** Every area's tables at once: for the typed `Db` and whole-schema checks only; code imports tables from its area's model. */
export { schema };
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DbHandle = { db: Db; close: () => Promise<void>; kind: "postgres" | "pglite" };

export const migrationsFolder = path.join(process.cwd(), "models", "migrations");

type Locker = <T>(name: string, wait: boolean, work: () => Promise<T>) => Promise<{ acquired: boolean; value?: T }>;
const lockers = new WeakMap<object, Locker>();

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `name`, so several instances on one
 * server take turns (migrations, demo data). The lock is held by one pooled connection of its own and
 * released when `work` ends or the process dies. PGlite is opened by one process only: there the lock
 * is taken inside this process.
 */
export async function withAdvisoryLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  const locker = lockers.get(db);
  if (!locker) return work();
  return (await locker(name, true, work)).value as T;
}

/** PGlite: one process owns the database, so a lock only has to order this process's callers. */
function inProcessLocker(): Locker {
  const held = new Map<string, Promise<unknown>>();
  return async (name, wait, work) => {
    while (held.has(name)) {
      if (!wait) return { acquired: false };
      await held.get(name)?.catch(() => {});
    }
    const running = work();
    held.set(name, running);
    try {
      return { acquired: true, value: await running };
    } finally {
      held.delete(name);
    }
  };
}

/**
 * The embedded database's memory (docs/memory.md): PGlite runs PostgreSQL inside this process, and its
 * WebAssembly memory grows to the largest size it ever needed and never shrinks. PostgreSQL's defaults
 * (128 MB shared buffers, 64 MB for VACUUM and index builds) are sized for a server of its own; the
 * data files stay in the operating system's page cache, which is not this process's memory.
 */
const EMBEDDED_SETTINGS = ["shared_buffers=32MB", "maintenance_work_mem=16MB", "temp_buffers=4MB"];

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dir` (or in memory), and migrates.
 * `loadDataDir` starts an in-memory PGlite from a dump of another one (`dumpDataDir()`; the tests' template).
 */
export async function openDatabase(opts: { url?: string; dir?: string | null; loadDataDir?: Blob }): Promise<DbHandle> {
  if (opts.url) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server ends (restart, DROP DATABASE ... WITH (FORCE)) must not crash the
    // process; the pool opens a new one on the next query.
    pool.on("error", (error) => console.error(`[db] Verbindung beendet: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    lockers.set(db, async (name, wait, work) => {
      const client = await pool.connect();
      let broken = false;
      try {
        const sqlLock = wait ? "select pg_advisory_lock(hashtext($1)) as ok" : "select pg_try_advisory_lock(hashtext($1)) as ok";
        const { rows } = await client.query<{ ok: boolean | null }>(sqlLock, [`kuechenportal:${name}`]);
        if (!wait && !rows[0].ok) return { acquired: false };
        try {
          return { acquired: true, value: await work() };
        } finally {
          await client.query("select pg_advisory_unlock(hashtext($1))", [`kuechenportal:${name}`]).catch(() => (broken = true));
        }
      } finally {
        client.release(broken); // a connection that could not unlock is closed, which releases the lock
      }
    });
    // Two instances starting on an empty database would both run CREATE EXTENSION and CREATE TABLE.
    await withAdvisoryLock(db, "migrate", () => migratePg(db as never, { migrationsFolder }));
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  // One process per folder, because PGlite has no lock between processes (models/platform/data-dir-lock.mjs):
  // a second process stops here with the folder and the holder's pid. Released on close.
  const unlock = opts.dir ? lockDataDir(opts.dir) : () => {};
  const client = new PGlite({
    dataDir: opts.dir ?? undefined,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((s) => ["-c", s])],
  });
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  await client.waitReady.catch((error) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  lockers.set(db, inProcessLocker());
  await migratePglite(db as never, { migrationsFolder }).catch(async (error) => {
    await close().catch(() => {});
    throw error;
  });
  return { db, kind: "pglite", close };
}
