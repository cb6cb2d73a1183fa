import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { catalogImports, products } from "@/models/schema";
import {
  catalogImportStatus,
  importWaiting,
  MAX_IMPORT_ATTEMPTS,
  runQueuedCatalogImports,
  startCatalogImport,
} from "@/lib/server/operator/catalog-import";
import { IMPORT_WORKER, importWorker, runImportsInOwnProcess, type ImportProcessReport } from "@/lib/server/operator/catalog-import-process";
import { catalogImportJob } from "@/lib/server/jobs/catalog-import";
import { bundleWorkers } from "../../../scripts/worker-bundle.mjs";
import { freshDatabase } from "../../helpers/test-db";

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

  it.runIf(onPostgres)(
    "runs a queued import in another process, whose changes the shop then shows",
    async () => {
      const job = catalogImportJob(200, () => ({ file: path.join(build, IMPORT_WORKER), databaseUrl: db.url! }));
      const run = () => job.run({ db: db.db, data: {}, shouldStop: () => false });
      // Nothing waits: no process is started.
      expect(await run()).toEqual({ imports: 0 });
      const { importId } = await startCatalogImport(
        { file: fs.createReadStream(fixture("e2e-delta-new-article.xml")), format: "bmecat" },
        { dir: uploads },
      );
      expect(await importWaiting(db.db)).toBe(true);
      const report = (await run()) as ImportProcessReport;
      expect(report.imports).toBe(1);
      expect(report.pid).not.toBe(process.pid);
      expect(report.maxRssMb).toBeGreaterThan(0);
      expect(report.cpuMs).toBeGreaterThan(0);
      expect(await catalogImportStatus(importId)).toMatchObject({ state: "done", created: 1, updated: 0, withdrawn: 0, errors: [] });
      const made = await db.db.select({ name: products.name }).from(products).where(eq(products.ean, "4299000000080"));
      expect(made).toHaveLength(1);
      expect(await importWaiting(db.db)).toBe(false);
    },
    60_000,
  );

  it.runIf(onPostgres)(
    "a process that cannot reach its database fails the run; the import waits for the next",
    async () => {
      const bad = new URL(db.url!);
      bad.pathname = "/keine_solche_datenbank";
      const { importId } = await startCatalogImport(
        { file: fs.createReadStream(fixture("e2e-delta-new-article.xml")), format: "bmecat" },
        { dir: uploads },
      );
      await expect(runImportsInOwnProcess({ file: path.join(build, IMPORT_WORKER), databaseUrl: bad.toString() })).rejects.toThrow(
        /Der Importprozess endete mit Code 1\./,
      );
      expect((await catalogImportStatus(importId)).state).toBe("queued");
      expect(await importWaiting(db.db)).toBe(true);
      const report = await runImportsInOwnProcess({ file: path.join(build, IMPORT_WORKER), databaseUrl: db.url! });
      expect(report.imports).toBe(1);
      expect((await catalogImportStatus(importId)).state).toBe("done");
    },
    60_000,
  );

  it("an import whose process died starts again after its lease; after three deaths it is given up", async () => {
    const died = async (attempts: number) => {
      const { importId } = await startCatalogImport(
        { file: fs.createReadStream(fixture("e2e-delta-bad-ean.xml")), format: "bmecat" },
        { dir: uploads },
      );
      // What a process that died mid-import leaves: running, its lease run out.
      await db.db
        .update(catalogImports)
        .set({ state: "running", leaseUntil: new Date(Date.now() - 60_000), attempts })
        .where(eq(catalogImports.id, importId));
      return importId;
    };
    const once = await died(1);
    expect(await importWaiting(db.db)).toBe(true);
    expect(await runQueuedCatalogImports(db.db)).toBe(1);
    expect((await catalogImportStatus(once)).state).toBe("failed");
    expect((await catalogImportStatus(once)).errors[0].message).toContain("EAN hat keine gültige Prüfziffer");

    const thrice = await died(MAX_IMPORT_ATTEMPTS);
    expect(await runQueuedCatalogImports(db.db)).toBe(0);
    const status = await catalogImportStatus(thrice);
    expect(status.state).toBe("failed");
    expect(status.errors).toEqual([
      { article: null, message: "Der Import wurde 3-mal abgebrochen, ohne zu Ende zu kommen; der Shop ist unverändert. Bitte prüfen Sie die Datei." },
    ]);
    expect(await importWaiting(db.db)).toBe(false);
  });
});
