import { SaxesParser } from "saxes";

/**
 * Parses XML strictly (saxes: XML 1.0 well-formedness, namespaces, every character checked against
 * the Char production) and answers the text of each element by its path of qualified names
 * ("rsm:CrossIndustryInvoice/…/ram:Name"), in document order. Throws on the first error.
 */
export function strictXmlTexts(xml: string): Map<string, string[]> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const texts = new Map<string, string[]>();
  const stack: { name: string; text: string }[] = [];
  parser.on("error", (e) => {
    throw e;
  });
  parser.on("opentag", (tag) => stack.push({ name: tag.name, text: "" }));
  parser.on("text", (t) => {
    if (stack.length) stack[stack.length - 1].text += t;
  });
  parser.on("closetag", () => {
    const path = stack.map((s) => s.name).join("/");
    const { text } = stack.pop()!;
    texts.set(path, [...(texts.get(path) ?? []), text]);
  });
  parser.write(xml).close();
  return texts;
}
