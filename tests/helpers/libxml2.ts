import { validateXML } from "xmllint-wasm";
import { strictXmlTexts } from "../integration/shop/strict-xml";

/**
 * Parses XML documents with libxml2 (xmllint, compiled to WebAssembly: xmllint-wasm), all in one run of
 * xmllint, and answers per document the text of each element by its path of qualified names, in document
 * order, and each attribute as "path/@name". libxml2 writes each document canonically (C14N): every
 * entity and character reference resolved, only &, <, >, quotes and CR/tab/LF escaped as C14N
 * prescribes; that form is then split into texts. Throws with libxml2's messages when a document is not
 * well-formed.
 */
export async function libxml2TextsOfAll(xmls: readonly string[]): Promise<Map<string, string[]>[]> {
  const result = await validateXML({ xml: xmls.map((contents, i) => ({ fileName: `doc${i}.xml`, contents })), normalization: "c14n" });
  if (!result.valid || result.errors.length > 0) {
    throw new Error(`libxml2: nicht wohlgeformt: ${result.errors.map((e) => e.rawMessage).join(" | ") || result.rawOutput}`);
  }
  // The canonical documents one after the other: each ends with its root's end tag, and a "<" in a text
  // is "&lt;" in C14N, so the root's end tag is where one ends.
  const root = /<([A-Za-z_][\w.:-]*)/.exec(result.normalized)?.[1];
  const end = `</${root}>`;
  const docs = result.normalized
    .split(end)
    .slice(0, -1)
    .map((d) => d + end);
  if (docs.length !== xmls.length) throw new Error(`libxml2: ${docs.length} statt ${xmls.length} Dokumente gelesen`);
  return docs.map((d) => strictXmlTexts(d, { attributes: true }));
}

/** libxml2TextsOfAll of one document. */
export async function libxml2Texts(xml: string): Promise<Map<string, string[]>> {
  return (await libxml2TextsOfAll([xml]))[0];
}
