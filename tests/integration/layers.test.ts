import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rules of eslint.config.mjs (ARCHITECTURE.md "One way down"): a wrong-way import fails
// `npm run lint`, and so `npm test`. Each case lints one line as if it stood in the named file.
// import/no-cycle reads the imported files from disk and cannot lint a file that does not exist; it is
// checked over the real tree by `npm run lint`, and here only that it is on.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { "import/no-cycle": "off" } } });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("one way down", () => {
  it("the cycle check is on for every source file", async () => {
    const config = await new ESLint({ cwd: process.cwd() }).calculateConfigForFile("lib/server/cart.ts");
    expect(config.rules["import/no-cycle"]?.[0]).toBe(2);
  });

  it.each([
    ["lib/server/wrong.ts", 'import { serveEndpoint } from "@/lib/api/serve";\nexport const x = serveEndpoint;\n'],
    ["components/shop/wrong.tsx", 'import { loginAction } from "@/app/login/actions";\nexport const x = loginAction;\n'],
    ["components/shop/wrong.tsx", 'import { getDb } from "@/lib/server/db";\nexport const x = getDb;\n'],
    ["components/shop/wrong.tsx", 'import { endpoints } from "@/lib/api/registry";\nexport const x = endpoints;\n'],
    ["components/shop/wrong.tsx", 'import { stores } from "@/models/schema";\nexport const x = stores;\n'],
    ["lib/domain/wrong.ts", 'import { stores } from "@/models/schema";\nexport const x = stores;\n'],
    ["lib/domain/wrong.ts", 'import { env } from "@/lib/env";\nexport const x = env;\n'],
    ["models/wrong.ts", 'import { getDb } from "@/lib/server/db";\nexport const x = getDb;\n'],
    ["lib/api/wrong.ts", 'import { Button } from "@/components/ui/button";\nexport const x = Button;\n'],
    ["components/ui/wrong.tsx", 'import { formatEuro } from "@/lib/domain/format";\nexport const x = formatEuro;\n'],
    ["lib/integrations/wrong.ts", 'import { getDb } from "@/lib/server/db";\nexport const x = getDb;\n'],
  ])("%s may not import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["components/shop/right.tsx", 'import { api } from "@/lib/api/client";\nexport const x = api;\n'],
    ["components/shop/right.tsx", 'import { track } from "@/lib/integrations/analytics";\nexport const x = track;\n'],
    ["lib/api/right.ts", 'import { getDb } from "@/lib/server/db";\nexport const x = getDb;\n'],
    ["lib/server/right.ts", 'import { stores } from "@/models/schema";\nexport const x = stores;\n'],
    ["models/right.ts", 'import { cartDraftSchema } from "@/lib/domain/cart-schema";\nexport const x = cartDraftSchema;\n'],
  ])("%s may import %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
