import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

// From the repository root, where vitest and Playwright both run (Playwright loads this as an ES module, without __dirname).
const XSD = path.join(process.cwd(), "tests", "fixtures", "pain001", "pain.001.001.09.xsd");

/** Validates a SEPA credit transfer file against the pain.001.001.09 XSD (the EPC's SCT guidelines, tests/fixtures/pain001). */
export async function validatePain001(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({
    xml: [{ fileName: "refunds.xml", contents: xml }],
    schema: [{ fileName: "pain.001.001.09.xsd", contents: fs.readFileSync(XSD, "utf8") }],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
