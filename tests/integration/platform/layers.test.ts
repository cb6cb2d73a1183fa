import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { foreignTables, sqlTableProblems, sqlTableReads, SQL_TABLE_READERS, tableOwners } from "../../../scripts/check-sql-tables.mjs";

// The layer rules of eslint.config.mjs (ARCHITECTURE.md "One way down"): a wrong-way import fails
// `npm run lint`, and so `npm test`. Each case lints one line as if it stood in the named file.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("one way down", () => {
  it("an import cycle fails the cycle check of npm run lint", () => {
    const dir = fs.mkdtempSync(path.join(process.cwd(), "tmp-cycle-check-"));
    try {
      fs.writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
      fs.writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
      const run = spawnSync(
        process.execPath,
        ["node_modules/dependency-cruiser/bin/dependency-cruiser.mjs", path.relative(process.cwd(), dir), "--config", ".dependency-cruiser.cjs"],
        { encoding: "utf8" },
      );
      expect(run.status).not.toBe(0);
      expect(run.stdout).toContain("no-circular");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ["lib/server/wrong.ts", 'import { serveEndpoint } from "@/lib/api/serve";\nexport const x = serveEndpoint;\n'],
    ["components/shop/wrong.tsx", 'import { loginAction } from "@/app/login/actions";\nexport const x = loginAction;\n'],
    ["components/shop/wrong.tsx", 'import { getDb } from "@/lib/server/platform/db";\nexport const x = getDb;\n'],
    ["components/shop/wrong.tsx", 'import { endpoints } from "@/lib/api/registry";\nexport const x = endpoints;\n'],
    ["components/shop/wrong.tsx", 'import { stores } from "@/models/platform/stores";\nexport const x = stores;\n'],
    ["lib/domain/wrong.ts", 'import { stores } from "@/models/platform/stores";\nexport const x = stores;\n'],
    ["lib/domain/wrong.ts", 'import { env } from "@/lib/env";\nexport const x = env;\n'],
    ["models/wrong.ts", 'import { getDb } from "@/lib/server/platform/db";\nexport const x = getDb;\n'],
    ["lib/api/wrong.ts", 'import { Button } from "@/components/ui/button";\nexport const x = Button;\n'],
    ["components/ui/wrong.tsx", 'import { formatEuro } from "@/lib/domain/platform/format";\nexport const x = formatEuro;\n'],
    ["lib/integrations/wrong.ts", 'import { getDb } from "@/lib/server/platform/db";\nexport const x = getDb;\n'],
    ["lib/server/jobs/wrong.ts", 'import { enqueueMail } from "@/lib/server/platform/deliveries";\nexport const x = enqueueMail;\n'],
    ["lib/server/jobs/wrong.ts", 'import { shopJobs } from "@/lib/server/shop/jobs";\nexport const x = shopJobs;\n'],
    ["lib/server/jobs/wrong.ts", 'import { appJobs } from "@/lib/server/app-jobs";\nexport const x = appJobs;\n'],
    ["lib/server/shop/wrong.ts", 'import { appJobs } from "@/lib/server/app-jobs";\nexport const x = appJobs;\n'],
  ])("%s may not import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["components/shop/right.ts", 'import { api } from "@/lib/api/client";\nexport const x = api;\n'],
    ["components/shop/right.tsx", 'import { track } from "@/lib/integrations/analytics";\nexport const x = track;\n'],
    ["lib/api/right.ts", 'import { getDb } from "@/lib/server/platform/db";\nexport const x = getDb;\n'],
    ["lib/server/right.ts", 'import { stores } from "@/models/platform/stores";\nexport const x = stores;\n'],
    ["models/right.ts", 'import { cartDraftSchema } from "@/lib/domain/shop/cart-schema";\nexport const x = cartDraftSchema;\n'],
    ["lib/server/shop/right.ts", 'import { emit } from "@/lib/server/jobs/queue";\nexport const x = emit;\n'],
    ["lib/server/app-jobs-right.ts", 'import { shopJobs } from "@/lib/server/shop/jobs";\nexport const x = shopJobs;\n'],
  ])("%s may import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  // Demo generator and tests stay out of the product (issue 31): models/seed is for scripts, bench and
  // tests (the app's start-up loads the demo data through lib/server/platform/startup.ts and
  // lib/server/operator/demo-catalog.ts only); tests/ for tests.
  it.each([
    ["app/images/brands/[file]/route.ts", 'import { BRANDS } from "@/models/seed/brand-data";\nexport const x = BRANDS;\n'],
    ["lib/server/wrong.ts", 'import { seedDemoData } from "@/models/seed";\nexport const x = seedDemoData;\n'],
    ["lib/server/operator/wrong.ts", 'import { writeDemoCatalog } from "@/models/seed/demo-bmecat";\nexport const x = writeDemoCatalog;\n'],
    ["lib/api/wrong.ts", 'import { generateProduct } from "@/models/seed/seed-catalog";\nexport const x = generateProduct;\n'],
    ["models/wrong.ts", 'import { seedDemoData } from "./seed";\nexport const x = seedDemoData;\n'],
    ["scripts/wrong.ts", 'import { pages } from "../tests/e2e/page-list";\nexport const x = pages;\n'],
    ["lib/server/wrong.ts", 'import { freshDatabase } from "@/tests/helpers/test-db";\nexport const x = freshDatabase;\n'],
    ["bench/wrong.ts", 'import { USERS } from "../tests/e2e/helpers";\nexport const x = USERS;\n'],
  ])("%s may not import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["lib/server/platform/startup.ts", 'import { seedDemoData } from "@/models/seed";\nexport const x = seedDemoData;\n'],
    ["lib/server/operator/demo-catalog.ts", 'import { writeDemoCatalog } from "@/models/seed/demo-bmecat";\nexport const x = writeDemoCatalog;\n'],
    ["scripts/right.ts", 'import { seedDemoData } from "../models/seed";\nexport const x = seedDemoData;\n'],
    ["bench/right.ts", 'import { generateProduct } from "@/models/seed/seed-catalog";\nexport const x = generateProduct;\n'],
    ["models/seed/right.ts", 'import { renderProductSvg } from "@/lib/domain/shop/product-images";\nexport const x = renderProductSvg;\n'],
    ["tests/e2e/right.ts", 'import { seedDemoData } from "@/models/seed";\nexport const x = seedDemoData;\n'],
  ])("%s may import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

// One hook per endpoint (issue 31): a component file never calls the api object itself; its
// components/**/use-*.ts hook does, with the query keys of lib/api/query-keys.ts.
describe("one hook per endpoint", () => {
  async function apiImportErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
  }

  it.each([
    ['import { api } from "@/lib/api/client";\nexport const x = api;\n'],
    ['import { ApiError, api as client } from "@/lib/api/client";\nexport const x = [ApiError, client];\n'],
    ['import { api } from "../../../lib/api/client";\nexport const x = api;\n'],
  ])("a component (.tsx) may not import the api object: %s", async (code) => {
    expect(await apiImportErrors("components/console/wrong.tsx", code)).toHaveLength(1);
  });

  it("a hook module and the component's error and key imports stay allowed", async () => {
    expect(await apiImportErrors("components/console/use-right.ts", 'import { api } from "@/lib/api/client";\nexport const x = api;\n')).toEqual([]);
    expect(
      await apiImportErrors(
        "components/console/right.tsx",
        'import { ApiError, queryKeys } from "@/lib/api/client";\nexport const x = [ApiError, queryKeys];\n',
      ),
    ).toEqual([]);
  });
});

// Deny-by-default areas (docs/architecture.md "Areas"), generated from the folders: for every layer and
// every pair of areas, an import of the other area's folder is refused unless the first may build on it,
// and for every pair of layers a wrong-way import is refused.
// @ts-expect-error: the lint configuration is a plain ES module without type declarations
const areaConfig = (await import("../../../eslint.config.mjs")) as unknown as {
  AREA_LAYERS: string[];
  areaNames: () => string[];
};
const areaList = areaConfig.areaNames();
/** What docs/architecture.md allows: master builds on console and shop, operator on shop and console; every area on platform, platform on none. */
const BUILDS_ON: Record<string, string[]> = { master: ["console", "shop"], operator: ["shop", "console"] };
const mayImport = (from: string, to: string) => from === to || (from !== "platform" && (to === "platform" || (BUILDS_ON[from] ?? []).includes(to)));
/** A module that exists in the area's folder of the layer (an import that resolves to nothing is not checked), or null. */
function moduleIn(layer: string, area: string): string | null {
  const dir = path.join(layer, area);
  if (!fs.existsSync(dir)) return null;
  const file = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort()
    .find((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  return file ? `@/${dir}/${file.replace(/\.tsx?$/, "")}` : null;
}
const importLine = (specifier: string) => `import * as probe from "${specifier}";\nexport const y = probe;\n`;
const fileIn = (layer: string, area: string) => `${layer}/${area}/probe.${layer === "components" ? "tsx" : "ts"}`;
const areaErrors = async (file: string, code: string) => (await layerErrors(file, code)).filter((m) => m.includes("area may import"));

describe("areas", () => {
  it("the areas are the folders of the area layers", () => {
    expect(areaList).toEqual(expect.arrayContaining(["platform", "shop", "console", "master", "operator"]));
  });

  const pairs = areaConfig.AREA_LAYERS.flatMap((layer) =>
    areaList.flatMap((from) =>
      areaList.flatMap((to) => {
        const target = moduleIn(layer, to);
        return target ? [[layer, from, to, target] as const] : [];
      }),
    ),
  );
  it("every area layer holds modules of the areas", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(areaConfig.AREA_LAYERS.length * 16);
  });
  it.each(pairs)("in %s, %s importing %s", async (layer, from, to, target) => {
    const errors = await areaErrors(fileIn(layer, from), importLine(target));
    expect(errors).toHaveLength(mayImport(from, to) ? 0 : 1);
  });

  it("a folder added to a layer later is refused to every area", async () => {
    const dir = fs.mkdtempSync(path.join(process.cwd(), "lib/server/new-area-"));
    try {
      fs.writeFileSync(path.join(dir, "thing.ts"), "export const thing = 1;\n");
      const specifier = `@/lib/server/${path.basename(dir)}/thing`;
      for (const from of areaList) expect(await areaErrors(fileIn("lib/server", from), importLine(specifier))).toHaveLength(1);
      expect(await layerErrors("lib/server/jobs/probe.ts", importLine(specifier))).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ["components/ui/wrong.tsx", importLine(moduleIn("components", "shop")!)],
    ["lib/api/serve.ts", 'import { operatorOfPerson } from "@/lib/server/operator/operators";\nexport const x = operatorOfPerson;\n'],
    ["lib/api/serve.ts", 'import { loadCart } from "@/lib/server/shop/cart";\nexport const x = loadCart;\n'],
  ])("%s may not import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["components/console/right.tsx", 'import { Button } from "@/components/ui/button";\nexport const x = Button;\n'],
    ["lib/server/shop/right.ts", 'import { emit } from "@/lib/server/jobs/queue";\nexport const x = emit;\n'],
    ["lib/api/serve.ts", 'import { viewerWithCookies } from "@/lib/server/platform/access";\nexport const x = viewerWithCookies;\n'],
    ["lib/api/registry.ts", 'import { operatorGate } from "./endpoints/operator/gate";\nexport const x = operatorGate;\n'],
  ])("%s may import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

// Each area owns its tables (docs/architecture.md "Areas"), generated from the folders: from any area
// layer's folder of one area, a module of another area's models/ is refused, whatever the areas build on;
// platform's shared tables (stores, people) are every area's. Another area reads through the owner's
// functions in lib/server/<owner>/.
const tableErrors = async (file: string, code: string) => (await layerErrors(file, code)).filter((m) => m.includes("area's tables"));
describe("each area owns its tables", () => {
  const tablePairs = areaConfig.AREA_LAYERS.flatMap((layer) =>
    areaList.flatMap((from) =>
      areaList.flatMap((owner) => {
        const target = moduleIn("models", owner);
        return target ? [[layer, from, owner, target] as const] : [];
      }),
    ),
  );
  it("every area layer and owner is covered", () => {
    expect(tablePairs.length).toBeGreaterThanOrEqual(areaConfig.AREA_LAYERS.length * 16);
  });
  it.each(tablePairs)("in %s, %s importing the tables of %s", async (layer, from, owner, target) => {
    const errors = await tableErrors(fileIn(layer, from), importLine(target));
    expect(errors).toHaveLength(from === owner || owner === "platform" ? 0 : 1);
  });
  it.each([
    ["models/schema.ts", 'import { products } from "./shop/catalog";\nexport const x = products;\n'],
    ["models/seed/right.ts", 'import { leads } from "../console/requests";\nexport const x = leads;\n'],
    ["scripts/right.ts", 'import { orders } from "../models/shop/orders";\nexport const x = orders;\n'],
    ["tests/integration/right.test.ts", 'import { apiKeyUses } from "@/models/operator/operators";\nexport const x = apiKeyUses;\n'],
    // A file of the named exception in eslint.config.mjs (TABLE_READERS) reads the owner it names.
    ["models/operator/catalog-import.ts", 'import { categories } from "../shop/catalog";\nexport const x = categories;\n'],
  ])("%s may import %s", async (file, code) => {
    expect(await tableErrors(file, code)).toEqual([]);
  });
  it("a file of the named exception reads only the owner it names", async () => {
    const code = 'import { leads } from "../console/requests";\nexport const x = leads;\n';
    expect(await tableErrors("models/operator/catalog-import.ts", code)).toHaveLength(1);
  });
});

// The layers, one way down (ARCHITECTURE.md), for every pair: a layer never imports one above it.
const LAYER_ORDER = ["app", "components", "lib/api", "lib/server", "models"];
describe("each area's tables in SQL text too", () => {
  const owners = tableOwners(process.cwd());
  it("a statement written as text names another area's table: found; its own area's, platform's or a comment's: not", () => {
    const source = [
      "// reads products through the shop's functions",
      "const a = sql`update products p set name = a.name from catalog_import_articles a where p.id = a.product_id`;",
      "const b = sql`select 1 from stores s join proposals x on x.store_id = s.id`;",
      'const c = [{ table: "product_media" }];',
    ].join("\n");
    expect(foreignTables(source, "operator", owners)).toEqual(["product_media", "products", "proposals"]);
    expect(foreignTables(source, "shop", owners)).toEqual(["catalog_import_articles", "proposals"]);
  });
  it("the tree has no file naming another area's tables that is not listed, and no listed file that no longer does", () => {
    expect(sqlTableProblems(process.cwd())).toEqual([]);
  });
  it("a listed file taken off the list fails, and an entry for a file that reads nothing of that area fails", () => {
    // A tree of its own: the shop's products, an operator module naming them in SQL, one reading through the shop's functions.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "sql-tables-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    try {
      write("models/shop/catalog.ts", 'export const products = pgTable("products", {});\n');
      write("models/operator/imports.ts", 'export const staged = pgTable(\n  "catalog_import_articles",\n  {},\n);\n');
      write("lib/server/operator/reader.ts", "const q = sql`update products p set name = a.name from catalog_import_articles a`;\n");
      write(
        "lib/server/operator/through-shop.ts",
        "const q = sql`select 1 from catalog_import_articles a join ${productFacts()} p on p.id = a.product_id`;\n",
      );
      fs.mkdirSync(path.join(root, "lib/api/endpoints"), { recursive: true });
      const listed = { "lib/server/operator/reader.ts": ["shop"] };
      expect(sqlTableProblems(root, listed)).toEqual([]);
      expect(sqlTableProblems(root, {})).toEqual([
        "lib/server/operator/reader.ts: nennt Tabellen von shop (products); über die Funktionen dieses Bereichs lesen",
      ]);
      expect(sqlTableProblems(root, { ...listed, "lib/server/operator/through-shop.ts": ["shop"] })).toEqual([
        "lib/server/operator/through-shop.ts: steht in SQL_TABLE_READERS für shop, nennt aber keine Tabelle davon mehr; Eintrag entfernen",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
    // The tree's own list: each entry is needed, and the list names no file that reads nothing.
    for (const file of Object.keys(SQL_TABLE_READERS)) {
      const rest = Object.fromEntries(Object.entries(SQL_TABLE_READERS).filter(([f]) => f !== file));
      expect(sqlTableProblems(process.cwd(), rest)).toEqual([
        expect.stringMatching(new RegExp(`^${file.replace(/\./g, "\\.")}: nennt Tabellen von `)),
      ]);
    }
    const extra = { ...SQL_TABLE_READERS, "lib/server/shop/cart.ts": ["console"] };
    expect(sqlTableProblems(process.cwd(), extra)).toEqual([
      expect.stringMatching(/^lib\/server\/shop\/cart\.ts: steht in SQL_TABLE_READERS für console/),
    ]);
  });
  it("the catalog import and the class mappings name no table of the shop: they read and write it through the shop's functions", () => {
    const reads = sqlTableReads(process.cwd()).filter((r) => /catalog-import|class-mappings/.test(r.file));
    expect(reads).toEqual([]);
  });
});

describe("layers, every pair", () => {
  const upward = LAYER_ORDER.flatMap((low, i) => LAYER_ORDER.slice(0, i).map((high) => [low, high] as const));
  it.each(upward)("%s may not import %s", async (low, high) => {
    const target = { app: "@/app/layout", "lib/api": "@/lib/api/serve" }[high] ?? moduleIn(high, "platform")!;
    const errors = await layerErrors(`${low}/platform/probe.ts`, importLine(target));
    expect(errors.length).toBeGreaterThanOrEqual(1);
  });
  it.each([["components/platform"], ["lib/api/endpoints/platform"], ["lib/server/platform"], ["models/platform"], ["lib/integrations/mail"]])(
    "lib/domain may not import %s",
    async (high) => {
      const [layer, area] = [path.dirname(high), path.basename(high)];
      expect(await layerErrors("lib/domain/platform/probe.ts", importLine(moduleIn(layer, area)!))).not.toEqual([]);
    },
  );
});

// Each area owns its tables (issue 46): code imports a table from its area's model file; models/schema.ts
// gathers them for drizzle-kit and the typed Db only.
describe("tables from their area's model", () => {
  async function schemaImportErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === "no-restricted-imports" && m.message.includes("models/schema.ts")).map((m) => m.message);
  }

  it.each([
    ["lib/server/shop/wrong.ts", 'import { orders } from "@/models/schema";\nexport const x = orders;\n'],
    ["components/shop/wrong.tsx", 'import type { Order } from "@/models/schema";\nexport type X = Order;\n'],
    ["tests/integration/wrong.test.ts", 'import * as schema from "@/models/schema";\nexport const x = schema;\n'],
    ["scripts/wrong.ts", 'import { products } from "../models/schema";\nexport const x = products;\n'],
  ])("%s may not import %s", async (file, code) => {
    expect(await schemaImportErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["lib/server/shop/right.ts", 'import { orders } from "@/models/shop/orders";\nexport const x = orders;\n'],
    ["tests/integration/right.test.ts", 'import { schema } from "@/models/platform/db";\nexport const x = schema;\n'],
  ])("%s may import %s", async (file, code) => {
    expect(await schemaImportErrors(file, code)).toEqual([]);
  });
});

// Small modules (eslint.config.mjs "sizes"): a function over 80 lines or a file over 300 fails the lint;
// blank lines and comments do not count, tests are left out.
describe("small modules", () => {
  const fn = (lines: number) => `export function long() {\n${Array.from({ length: lines }, (_, i) => `  console.log(${i});`).join("\n")}\n}\n`;
  const sizeErrors = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages
      .filter((m) => m.ruleId === "max-lines-per-function" || m.ruleId === "max-lines")
      .map((m) => m.ruleId);

  it("a function of 81 lines fails, one of 78 with comments and blank lines between passes", async () => {
    expect(await sizeErrors("lib/server/shop/probe.ts", fn(79))).toEqual(["max-lines-per-function"]);
    const commented = `export function fine() {\n${Array.from({ length: 78 }, (_, i) => `  // why\n\n  console.log(${i});`).join("\n")}\n}\n`;
    expect(await sizeErrors("components/shop/probe.tsx", commented)).toEqual([]);
  });

  it("a file of 301 lines fails unless its first line gives the reason; a test file may be longer", async () => {
    const long = Array.from({ length: 301 }, (_, i) => `export const v${i} = ${i};`).join("\n") + "\n";
    expect(await sizeErrors("lib/domain/shop/probe.ts", long)).toEqual(["max-lines"]);
    expect(await sizeErrors("lib/domain/shop/probe.ts", `/* eslint-disable max-lines -- a table of data */\n${long}`)).toEqual([]);
    expect(await sizeErrors("tests/integration/shop/probe.test.ts", long + fn(100))).toEqual([]);
  });
});
