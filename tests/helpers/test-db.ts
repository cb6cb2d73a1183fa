import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DbHandle } from "@/models/db";
import { seedDemoData } from "@/models/seed";
import { closeDatabase, installDatabase } from "@/lib/server/db";
import { resetAuth } from "@/lib/server/auth";

/**
 * A fresh database for one test file: its own PostgreSQL database when DATABASE_URL is set (CI),
 * otherwise an in-memory PGlite. It becomes the process database that lib/server uses.
 */
export async function freshDatabase(opts: { seed?: boolean; products?: number } = {}): Promise<DbHandle & { drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  let handle: DbHandle;
  let drop = async () => {};
  if (url) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    handle = await openDatabase({ url: target.toString() });
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    handle = await openDatabase({});
  }
  if (opts.seed !== false) await seedDemoData(handle.db, { products: opts.products ?? 300, now: new Date() });
  installDatabase(handle);
  resetAuth();
  return {
    ...handle,
    drop: async () => {
      await closeDatabase();
      await drop();
    },
  };
}
