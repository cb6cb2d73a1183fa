import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { loadDemoData } from "@/lib/server/operator/demo-catalog";
import { closeDatabase, installDatabase } from "@/lib/server/platform/db";
import { resetAuth } from "@/lib/server/platform/auth";
import { env } from "@/lib/env";
import { appJobs } from "@/lib/server/app-jobs";
import { startJobRunner, type JobRunner } from "@/lib/server/jobs/runner";
import { logger } from "@/lib/server/platform/log";
import { databaseUrl, TEMPLATE_PRODUCTS } from "./test-db-templates";

/**
 * A fresh database for one test file: its own PostgreSQL database when DATABASE_URL is set (CI),
 * otherwise an in-memory PGlite. It becomes the process database that lib/server uses.
 *
 * It starts as a copy of a template made once per run (tests/helpers/test-db-templates.ts): migrated,
 * and with the demo data of 300 products unless `seed: false`. Another catalog size is seeded here,
 * into a copy of the migrated template. `url`: its own PostgreSQL database's address (null on PGlite).
 *
 * `jobs` is the process's queue on it (the template has pg-boss's schema and every kind's queue): the
 * operations send their jobs and events to it, in their transactions, as in the app; nothing takes them
 * until a test does (`jobs.runDue()`) or starts a runner of its own.
 */
export async function freshDatabase(
  opts: { seed?: boolean; products?: number } = {},
): Promise<DbHandle & { drop: () => Promise<void>; url: string | null; jobs: JobRunner }> {
  const templates = inject("testDbTemplates");
  const seedHere = opts.seed !== false && opts.products !== undefined && opts.products !== TEMPLATE_PRODUCTS;
  const template = opts.seed === false || seedHere ? templates.empty : templates.seeded;
  const url = process.env.DATABASE_URL;
  let handle: DbHandle;
  let ownUrl: string | null = null;
  let drop = async () => {};
  if (templates.kind === "postgres" && url) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    ownUrl = databaseUrl(url, name);
    handle = await openDatabase({ url: ownUrl });
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else if (templates.kind === "pglite" && !url) {
    handle = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  } else {
    throw new Error("DATABASE_URL hat sich seit dem Start der Testläufe geändert: die Vorlagen passen nicht mehr.");
  }
  const jobs = await startJobRunner(handle, appJobs(env(), handle.kind), { log: logger("jobs"), work: false, install: false });
  if (seedHere) await loadDemoData(handle.db, { products: opts.products!, now: new Date() });
  installDatabase(handle);
  resetAuth();
  return {
    ...handle,
    url: ownUrl,
    jobs,
    drop: async () => {
      await jobs.stop(1_000);
      await closeDatabase();
      await drop();
    },
  };
}
