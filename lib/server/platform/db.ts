import "server-only";
import path from "node:path";
import { openDatabase, type Db, type DbHandle } from "@/models/platform/db";
import { dataDir, env } from "@/lib/env";

type Holder = { handle?: Promise<DbHandle> };
const holder = globalThis as unknown as { __kuechenDb?: Holder };

/**
 * The process-wide database, opened lazily on first use (never at import, never during `next build`,
 * because an embedded database allows one process only: openDatabase locks its folder, and a second
 * process is refused) and cached on globalThis across dev reloads.
 */
export function database(): Promise<DbHandle> {
  holder.__kuechenDb ??= {};
  const h = holder.__kuechenDb;
  if (!h.handle) {
    if (process.env.NEXT_PHASE === "phase-production-build") {
      throw new Error("Die Datenbank wird während des Builds nicht geöffnet.");
    }
    const url = env().DATABASE_URL;
    h.handle = openDatabase({ url, dir: url ? null : path.join(dataDir(), "pglite") });
    h.handle.catch(() => (h.handle = undefined));
  }
  return h.handle;
}

export async function getDb(): Promise<Db> {
  return (await database()).db;
}

/** Tests install their own fresh database for the current process. */
export function installDatabase(handle: DbHandle) {
  holder.__kuechenDb = { handle: Promise.resolve(handle) };
}

export async function closeDatabase() {
  const h = holder.__kuechenDb?.handle;
  holder.__kuechenDb = {};
  if (h) await (await h).close();
}
