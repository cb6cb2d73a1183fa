import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

const DIR = path.join(__dirname, "..", "fixtures", "opentrans");
const file = (fileName: string) => ({ fileName, contents: fs.readFileSync(path.join(DIR, fileName), "utf8") });

/** Validates an XML document against the openTRANS 2.1 XSD (with the BMEcat 2005, xmldsig and xmlmime schemas it imports). */
export async function validateOpenTrans(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({
    xml: [{ fileName: "order.xml", contents: xml }],
    schema: [file("opentrans_2_1.xsd")],
    preload: [file("bmecat_2005.xsd"), file("xmldsig-core-schema.xsd"), file("xmlmime.xsd")],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
