import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

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
    ["components/shop/wrong.tsx", 'import { stores } from "@/models/schema";\nexport const x = stores;\n'],
    ["lib/domain/wrong.ts", 'import { stores } from "@/models/schema";\nexport const x = stores;\n'],
    ["lib/domain/wrong.ts", 'import { env } from "@/lib/env";\nexport const x = env;\n'],
    ["models/wrong.ts", 'import { getDb } from "@/lib/server/platform/db";\nexport const x = getDb;\n'],
    ["lib/api/wrong.ts", 'import { Button } from "@/components/ui/button";\nexport const x = Button;\n'],
    ["components/ui/wrong.tsx", 'import { formatEuro } from "@/lib/domain/platform/format";\nexport const x = formatEuro;\n'],
    ["lib/integrations/wrong.ts", 'import { getDb } from "@/lib/server/platform/db";\nexport const x = getDb;\n'],
  ])("%s may not import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["components/shop/right.ts", 'import { api } from "@/lib/api/client";\nexport const x = api;\n'],
    ["components/shop/right.tsx", 'import { track } from "@/lib/integrations/analytics";\nexport const x = track;\n'],
    ["lib/api/right.ts", 'import { getDb } from "@/lib/server/platform/db";\nexport const x = getDb;\n'],
    ["lib/server/right.ts", 'import { stores } from "@/models/schema";\nexport const x = stores;\n'],
    ["models/right.ts", 'import { cartDraftSchema } from "@/lib/domain/shop/cart-schema";\nexport const x = cartDraftSchema;\n'],
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

describe("areas", () => {
  // docs/architecture.md "Areas": shop and console never import each other, master builds on console,
  // operator on shop, platform imports no area.
  it.each([
    ["lib/domain/shop/wrong.ts", 'import { isUnlocked } from "@/lib/domain/console/unlock";\nexport const x = isUnlocked;\n'],
    ["lib/server/console/wrong.ts", 'import { loadCart } from "@/lib/server/shop/cart";\nexport const x = loadCart;\n'],
    ["lib/api/endpoints/shop/wrong.ts", 'import { storeProposals } from "@/lib/server/console/proposals";\nexport const x = storeProposals;\n'],
    ["components/shop/wrong.tsx", 'import { LogoutButton } from "@/components/console/shell/logout-button";\nexport const x = LogoutButton;\n'],
    ["components/console/wrong.tsx", 'import { CartLink } from "@/components/shop/cart-link";\nexport const x = CartLink;\n'],
    ["components/console/wrong.tsx", 'import { Dashboard } from "@/components/master/dashboard/dashboard";\nexport const x = Dashboard;\n'],
    ["lib/server/platform/wrong.ts", 'import { loadCart } from "@/lib/server/shop/cart";\nexport const x = loadCart;\n'],
    ["lib/domain/platform/wrong.ts", 'import { priceCart } from "@/lib/domain/shop/pricing";\nexport const x = priceCart;\n'],
    ["models/platform/wrong.ts", 'import { proposals } from "@/models/console/requests";\nexport const x = proposals;\n'],
    ["lib/server/shop/wrong.ts", 'import { childStoresStats } from "@/lib/server/master/stats";\nexport const x = childStoresStats;\n'],
  ])("%s may not import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["lib/server/master/right.ts", 'import { storeProposals } from "@/lib/server/console/proposals";\nexport const x = storeProposals;\n'],
    ["lib/server/shop/right.ts", 'import { getDb } from "@/lib/server/platform/db";\nexport const x = getDb;\n'],
    [
      "components/console/right.tsx",
      'import { AbsenceEditor } from "@/components/platform/absence/absence-editor";\nexport const x = AbsenceEditor;\n',
    ],
    ["lib/domain/console/right.ts", 'import { formatEuro } from "@/lib/domain/platform/format";\nexport const x = formatEuro;\n'],
  ])("%s may import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
