import { SaxesParser } from "saxes";

/**
 * Parses XML strictly (saxes: XML 1.0 well-formedness, namespaces, every character checked against
 * the Char production) and answers the text of each element by its path of qualified names
 * ("rsm:CrossIndustryInvoice/…/ram:Name"), in document order; with `attributes`, each attribute's value
 * too, as "path/@name". Throws on the first error.
 */
export function strictXmlTexts(xml: string, options: { attributes?: boolean } = {}): Map<string, string[]> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const texts = new Map<string, string[]>();
  const add = (path: string, text: string) => texts.set(path, [...(texts.get(path) ?? []), text]);
  const stack: { name: string; text: string }[] = [];
  parser.on("error", (e) => {
    throw e;
  });
  parser.on("opentag", (tag) => {
    stack.push({ name: tag.name, text: "" });
    if (!options.attributes) return;
    const path = stack.map((s) => s.name).join("/");
    for (const [name, attr] of Object.entries(tag.attributes)) if (!name.startsWith("xmlns")) add(`${path}/@${name}`, attr.value);
  });
  parser.on("text", (t) => {
    if (stack.length) stack[stack.length - 1].text += t;
  });
  parser.on("closetag", () => {
    const path = stack.map((s) => s.name).join("/");
    const { text } = stack.pop()!;
    add(path, text);
  });
  parser.write(xml).close();
  return texts;
}
