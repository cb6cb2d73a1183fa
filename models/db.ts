import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DbHandle = { db: Db; close: () => Promise<void>; kind: "postgres" | "pglite" };

export const migrationsFolder = path.join(process.cwd(), "models", "migrations");

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dir` (or in memory), and migrates. */
export async function openDatabase(opts: { url?: string; dir?: string | null }): Promise<DbHandle> {
  if (opts.url) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server ends (restart, DROP DATABASE ... WITH (FORCE)) must not crash the
    // process; the pool opens a new one on the next query.
    pool.on("error", (error) => console.error(`[db] Verbindung beendet: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const client = new PGlite({ dataDir: opts.dir ?? undefined, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}
