import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { seedDemoData, seedProducts, isDatabaseEmpty } from "@/models/seed";
import { createBenchData } from "./bulk-data";

export const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function urlFor(name: string): string {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A PostgreSQL database with the demo data at `products` products plus the bulk benchmark data; reused when present. */
export async function benchDatabase(name: string, products: number, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const handle: DbHandle = await openDatabase({ url: urlFor(name) });
  const t = performance.now();
  const onProgress = (done: number, total: number) =>
    console.log(
      `${name}: ${done.toLocaleString("de-DE")} von ${total.toLocaleString("de-DE")} Produkten (${Math.round((performance.now() - t) / 1000)} s)`,
    );
  if (await isDatabaseEmpty(handle.db)) {
    await seedDemoData(handle.db, { products, onProgress });
  } else {
    await seedProducts(handle.db, products, onProgress);
  }
  await createBenchData(handle.db, { children: 50, proposals: 100_000, singleProposals: 5_000 });
  await handle.db.execute(sql`analyze`);
  console.log(`Datenbank ${name} bereit (${Math.round(performance.now() - t)} ms).`);
  await handle.close();
  return urlFor(name);
}

/** One statement on its own connection to database `url`: its rows. */
export async function queryRows<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, params)).rows;
  } finally {
    await c.end();
  }
}
