import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { loadDemoData } from "@/lib/server/operator/demo-catalog";
import { env } from "@/lib/env";
import { appJobs } from "@/lib/server/app-jobs";
import { startJobRunner } from "@/lib/server/jobs/runner";
import { logger } from "@/lib/server/platform/log";

// vitest's globalSetup: the databases every test file starts from, made once per run instead of once per
// file (tests/helpers/test-db.ts clones them). Migrating and seeding took 6–7 s per file on PostgreSQL
// and 17–20 s on PGlite; a clone takes 0.2–0.4 s (CREATE DATABASE … TEMPLATE) and 3 s (PGlite's
// loadDataDir), measured side by side on this machine (docs/ci.md).

/** The demo data of a template: the catalog size of `freshDatabase()` without options. */
export const TEMPLATE_PRODUCTS = 300;

/** Where the templates are: PostgreSQL database names, or PGlite dump files. Seeded: migrated and demo data; empty: migrated only. */
export type TestDbTemplates = { kind: "postgres"; seeded: string; empty: string } | { kind: "pglite"; seeded: string; empty: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDbTemplates: TestDbTemplates;
  }
}

/** `url` with another database name. */
export function databaseUrl(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function admin(url: string, ...queries: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const query of queries) await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * The queue's schema and every kind's queue (lib/server/app-jobs.ts), made once here so that a test's
 * operations can send jobs at once (tests/helpers/test-db.ts starts a queue that only sends), then the
 * demo data.
 */
async function fill(handle: DbHandle, seeded: boolean) {
  const queue = await startJobRunner(handle, appJobs(env(), handle.kind), { log: logger("jobs"), work: false });
  await queue.stop(1_000);
  if (seeded) await loadDemoData(handle.db, { products: TEMPLATE_PRODUCTS, now: new Date() });
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const id = randomBytes(5).toString("hex");
  if (url) {
    const names = { seeded: `tpl_${id}_seeded`, empty: `tpl_${id}_empty` };
    const make = async (name: string, seeded: boolean) => {
      await admin(url, `create database ${name}`);
      const handle = await openDatabase({ url: databaseUrl(url, name) });
      try {
        await fill(handle, seeded);
      } finally {
        // No connection may stay open on a template, or CREATE DATABASE … TEMPLATE refuses it.
        await handle.close();
      }
    };
    await Promise.all([make(names.seeded, true), make(names.empty, false)]);
    project.provide("testDbTemplates", { kind: "postgres", ...names });
    return async () => {
      await admin(url, ...Object.values(names).map((name) => `drop database if exists ${name} with (force)`));
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-test-db-"));
  const files = { seeded: path.join(dir, "seeded.tar"), empty: path.join(dir, "empty.tar") };
  const dump = async (file: string, seeded: boolean) => {
    const handle = await openDatabase({});
    try {
      await fill(handle, seeded);
      const client = (handle.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
      fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    } finally {
      await handle.close();
    }
  };
  await dump(files.empty, false);
  await dump(files.seeded, true);
  project.provide("testDbTemplates", { kind: "pglite", ...files });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
