import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { catalogImports } from "@/models/operator/catalog-import";
import { products } from "@/models/shop/catalog";
import { catalogImportStatus, MAX_IMPORT_ATTEMPTS } from "@/lib/server/operator/catalog-import";
import { CATALOG_IMPORT_JOB, startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import { IMPORT_WORKER, importWorker, runImportInOwnProcess, type ImportProcessReport } from "@/lib/server/operator/catalog-import-process";
import { catalogImportJob } from "@/lib/server/operator/jobs";
import { bundleWorkers } from "../../../scripts/worker-bundle.mjs";
import { freshDatabase } from "../../helpers/test-db";
import { jobsOf } from "../../helpers/jobs";

// On PostgreSQL a production server runs catalog imports in a process of their own, bundled into its
// build folder (scripts/worker-bundle.mjs), so an import's memory never adds to the server's. The
// embedded database is opened by one process only: there the import stays in the server.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let build: string;
let uploads: string;
const fixture = (name: string) => path.join("tests/fixtures/bmecat", name);
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  db = await freshDatabase();
  // Inside the checkout, as a build folder is: the bundle loads sharp from its node_modules.
  fs.mkdirSync("node_modules/.cache", { recursive: true });
  build = fs.mkdtempSync(path.join("node_modules/.cache", "import-worker-build-"));
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), "import-worker-files-"));
  await bundleWorkers(build);
}, 60_000);

afterAll(async () => {
  await db.drop();
  fs.rmSync(build, { recursive: true, force: true });
  fs.rmSync(uploads, { recursive: true, force: true });
});

/** One try of an import's job, as the runner makes it (try `attempt`: 1, 2, …). */
function tryImport(importId: string, attempt: number, worker: Parameters<typeof catalogImportJob>[0] = () => null) {
  return catalogImportJob(worker).run({
    db: db.db,
    data: { importId },
    job: { id: crypto.randomUUID(), retryCount: attempt - 1 },
    shouldStop: () => false,
    signal: new AbortController().signal,
  }) as Promise<{ state: "done" | "failed" | null }>;
}

describe("the catalog import's own process", () => {
  it("is the build's bundle, used with PostgreSQL only", () => {
    expect(fs.statSync(path.join(build, IMPORT_WORKER)).size).toBeGreaterThan(0);
    const url = "postgres://postgres@127.0.0.1:5432/shop";
    expect(importWorker({ DATABASE_URL: url, NEXT_DIST_DIR: build })).toEqual({ file: path.resolve(build, IMPORT_WORKER), databaseUrl: url });
    // The embedded database, `next dev` (no build folder) and a build without the bundle: in the server.
    expect(importWorker({ NEXT_DIST_DIR: build })).toBeNull();
    expect(importWorker({ DATABASE_URL: url })).toBeNull();
    expect(importWorker({ DATABASE_URL: url, NEXT_DIST_DIR: uploads })).toBeNull();
  });

  it("an upload commits the import with its job; the job is the import's only way to run", async () => {
    const { importId } = await startCatalogImport(
      { file: fs.createReadStream(fixture("e2e-delta-new-article.xml")), format: "bmecat" },
      { dir: uploads },
    );
    expect((await catalogImportStatus(importId)).state).toBe("queued");
    const waiting = (await jobsOf<{ importId: string }>(db.db, CATALOG_IMPORT_JOB.name)).filter((j) => j.data.importId === importId);
    expect(waiting.map((j) => j.state)).toEqual(["created"]);
    await db.jobs.runDue();
    expect(await catalogImportStatus(importId)).toMatchObject({ state: "done", created: 1 });
    const done = (await jobsOf<{ importId: string }>(db.db, CATALOG_IMPORT_JOB.name)).filter((j) => j.data.importId === importId);
    expect(done.map((j) => [j.state, j.output])).toEqual([["completed", { state: "done" }]]);
  });

  it.runIf(onPostgres)(
    "runs a queued import in another process, whose changes the shop then shows",
    async () => {
      await db.db.delete(products).where(eq(products.ean, "4299000000080"));
      const worker = { file: path.join(build, IMPORT_WORKER), databaseUrl: db.url! };
      const { importId } = await startCatalogImport(
        { file: fs.createReadStream(fixture("e2e-delta-new-article.xml")), format: "bmecat" },
        { dir: uploads },
      );
      const report = (await runImportInOwnProcess(worker, importId, 1)) as ImportProcessReport;
      expect(report.state).toBe("done");
      expect(report.pid).not.toBe(process.pid);
      expect(report.maxRssMb).toBeGreaterThan(0);
      expect(report.cpuMs).toBeGreaterThan(0);
      expect(await catalogImportStatus(importId)).toMatchObject({ state: "done", created: 1, updated: 0, withdrawn: 0, errors: [] });
      const made = await db.db.select({ name: products.name }).from(products).where(eq(products.ean, "4299000000080"));
      expect(made).toHaveLength(1);
      // The job's try through the process, for an import already ended, tells how it ended.
      expect(await tryImport(importId, 2, () => worker)).toEqual({ state: "done" });
    },
    60_000,
  );

  it.runIf(onPostgres)(
    "a process that cannot reach its database fails the try; the import waits for the next try",
    async () => {
      const bad = new URL(db.url!);
      bad.pathname = "/keine_solche_datenbank";
      const { importId } = await startCatalogImport(
        { file: fs.createReadStream(fixture("e2e-delta-new-article.xml")), format: "bmecat" },
        { dir: uploads },
      );
      await expect(tryImport(importId, 1, () => ({ file: path.join(build, IMPORT_WORKER), databaseUrl: bad.toString() }))).rejects.toThrow(
        /Der Importprozess endete mit Code 1\./,
      );
      expect((await catalogImportStatus(importId)).state).toBe("queued");
      expect(await tryImport(importId, 2, () => ({ file: path.join(build, IMPORT_WORKER), databaseUrl: db.url! }))).toEqual({ state: "done" });
      expect((await catalogImportStatus(importId)).state).toBe("done");
    },
    60_000,
  );

  it("an import whose try died is started again by the next try; after three tries it is given up", async () => {
    const { importId: once } = await startCatalogImport(
      { file: fs.createReadStream(fixture("e2e-delta-bad-ean.xml")), format: "bmecat" },
      { dir: uploads },
    );
    // What a first try whose process died mid-import leaves: the import running, its job to be tried again.
    await db.db.update(catalogImports).set({ state: "running" }).where(eq(catalogImports.id, once));
    expect(await tryImport(once, 2)).toEqual({ state: "failed" });
    expect((await catalogImportStatus(once)).errors[0].message).toContain("EAN hat keine gültige Prüfziffer");

    const { importId: thrice } = await startCatalogImport(
      { file: fs.createReadStream(fixture("e2e-delta-bad-ean.xml")), format: "bmecat" },
      { dir: uploads },
    );
    expect(await tryImport(thrice, MAX_IMPORT_ATTEMPTS + 1)).toEqual({ state: "failed" });
    const status = await catalogImportStatus(thrice);
    expect(status.state).toBe("failed");
    expect(status.errors).toEqual([
      { article: null, message: "Der Import wurde 3-mal abgebrochen, ohne zu Ende zu kommen; der Shop ist unverändert. Bitte prüfen Sie die Datei." },
    ]);
  });
});
