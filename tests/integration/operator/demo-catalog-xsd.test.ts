import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { writeDemoCatalog } from "@/models/seed/demo-bmecat";

// Issue 42: the shop's own BMEcat export (the demo catalog, models/seed/demo-bmecat.ts) validates against
// the official BMEcat 2005 XSD (tests/fixtures/opentrans/bmecat_2005.xsd, unchanged), its user-defined
// extensions declared as the standard provides (tests/fixtures/bmecat/xsd/kuechenportal-udx.xsd).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bmecat-xsd-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const schema = (dirName: string, fileName: string) => ({
  fileName,
  contents: fs.readFileSync(path.join("tests/fixtures", dirName, fileName), "utf8"),
});

async function validate(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: "katalog.xml", contents: xml }],
    schema: [schema("bmecat/xsd", "kuechenportal-udx.xsd")],
    preload: [schema("opentrans", "bmecat_2005.xsd")],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}

describe("the shop's BMEcat export", () => {
  it("is valid BMEcat 2005, user-defined extensions included", { timeout: 60_000 }, async () => {
    const file = path.join(dir, "demo.xml");
    await writeDemoCatalog(file, 50, new Date("2026-04-15T10:00:00Z"));
    const xml = fs.readFileSync(file, "utf8");
    expect(xml).toContain("<UDX.KP.PROVIDER>");
    const result = await validate(xml);
    expect(result.errors.slice(0, 5)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("is refused by the schema when an extension is not declared (the check is real)", { timeout: 60_000 }, async () => {
    const file = path.join(dir, "demo-bad.xml");
    await writeDemoCatalog(file, 1, new Date("2026-04-15T10:00:00Z"));
    const xml = fs.readFileSync(file, "utf8").replace("<UDX.KP.SALES_RANK>", "<UDX.KP.UNBEKANNT>x</UDX.KP.UNBEKANNT><UDX.KP.SALES_RANK>");
    const result = await validate(xml);
    expect(result.valid).toBe(false);
    expect(result.errors.join(" ")).toContain("UDX.KP.UNBEKANNT");
  });
});
