import { withoutHostileChars } from "./hostile-text";

/**
 * The one XML writer of the product (issue 45): every document it hands out — the openTRANS ORDER of
 * the order feed and webhook, the XRechnung and ZUGFeRD (factur-x.xml) invoices and credit notes, the
 * generated SVG pictures — is built here, never by string concatenation or by a builder that reads
 * entities in its texts (xmlbuilder2 decoded "&#0;" to a NUL and kept "&#65;" as a reference, so a
 * studio's "Kd &#0; &#65;&#66; &lt;b&gt;" made the ORDER unreadable or changed its meaning).
 *
 * A document is a tree in the usual object notation: a key is an element name, "@name" an attribute,
 * "#" the element's text; a string value is an element holding that text, an object one holding
 * children, an array the element repeated; null, undefined and false are left out (for conditional
 * parts). Keys keep their order, which is the document order.
 *
 * Texts are written exactly: &, <, >, " and ' as entities, CR, and tab and LF in attributes, as
 * character references (a parser would normalise them otherwise), so a parser reads back the very
 * string given — but the characters XML 1.0 cannot carry (NUL, other C0 controls, lone surrogates,
 * U+FFFE, U+FFFF), which are left out (lib/domain/platform/hostile-text.ts; the input boundary refuses
 * them, data stored before it is cleaned here). A name that is not an XML name is a programming error
 * and throws.
 */

export type XmlTree = string | number | XmlElement | XmlTree[] | null | undefined | false;
export type XmlElement = { [key: string]: XmlTree };

const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*(?::[A-Za-z_][A-Za-z0-9_.-]*)?$/;

function checkedName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Kein gültiger XML-Name: ${JSON.stringify(name)}`);
  return name;
}

const TEXT_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;", "\r": "&#13;" };
const ATTR_ENTITIES: Record<string, string> = { ...TEXT_ENTITIES, "\t": "&#9;", "\n": "&#10;" };

/** Text as element content: markup characters as entities, CR as a reference, forbidden characters left out. */
export function xmlText(s: string): string {
  return withoutHostileChars(s).replace(/[&<>"'\r]/g, (c) => TEXT_ENTITIES[c]);
}

/** Text as an attribute value (in double quotes): as xmlText, and tab and LF as references too. */
export function xmlAttribute(s: string): string {
  return withoutHostileChars(s).replace(/[&<>"'\r\t\n]/g, (c) => ATTR_ENTITIES[c]);
}

const omitted = (v: XmlTree): v is null | undefined | false => v === null || v === undefined || v === false;
const asText = (v: string | number) => (typeof v === "number" ? String(v) : v);

/** One element `name` with the value `value` (not an array), at `depth` levels of indentation (null: on one line). */
function element(name: string, value: XmlTree, depth: number | null, out: string[]) {
  const pad = depth === null ? "" : "  ".repeat(depth);
  const nl = depth === null ? "" : "\n";
  const tag = checkedName(name);
  if (typeof value === "string" || typeof value === "number") {
    const text = asText(value);
    out.push(text === "" ? `${pad}<${tag}/>${nl}` : `${pad}<${tag}>${xmlText(text)}</${tag}>${nl}`);
    return;
  }
  if (omitted(value) || Array.isArray(value)) throw new Error(`Element ${name}: unerwarteter Wert`);
  let attrs = "";
  let text = "";
  const children: [string, XmlTree][] = [];
  for (const [key, v] of Object.entries(value)) {
    if (omitted(v)) continue;
    if (key.startsWith("@")) {
      if (typeof v !== "string" && typeof v !== "number") throw new Error(`Attribut ${key}: kein Text`);
      attrs += ` ${checkedName(key.slice(1))}="${xmlAttribute(asText(v))}"`;
    } else if (key === "#") {
      if (typeof v !== "string" && typeof v !== "number") throw new Error(`Text von ${name}: kein Text`);
      text += xmlText(asText(v));
    } else {
      children.push([key, v]);
    }
  }
  if (children.length === 0) {
    out.push(text === "" ? `${pad}<${tag}${attrs}/>${nl}` : `${pad}<${tag}${attrs}>${text}</${tag}>${nl}`);
    return;
  }
  // Text beside child elements (mixed content) is written on one line, so no indentation enters it.
  const inner = text === "" ? depth : null;
  out.push(`${pad}<${tag}${attrs}>${text}${inner === null ? "" : nl}`);
  for (const [key, v] of children) elements(key, v, inner === null ? null : inner + 1, out);
  out.push(`${inner === null ? "" : pad}</${tag}>${nl}`);
}

function elements(name: string, value: XmlTree, depth: number | null, out: string[]) {
  if (omitted(value)) return;
  if (Array.isArray(value)) {
    for (const v of value) elements(name, v, depth, out);
    return;
  }
  element(name, value, depth, out);
}

/**
 * A whole document: the XML declaration (version 1.0, UTF-8) and the one root element of `root`
 * (an object with exactly one element key). Indented by two spaces unless `pretty` is false.
 */
export function xmlDocument(root: XmlElement, options: { pretty?: boolean; declaration?: boolean } = {}): string {
  const keys = Object.keys(root).filter((k) => !omitted(root[k]));
  if (keys.length !== 1 || keys[0].startsWith("@") || keys[0] === "#" || Array.isArray(root[keys[0]])) {
    throw new Error("Ein XML-Dokument hat genau ein Wurzelelement.");
  }
  const pretty = options.pretty ?? true;
  const out: string[] = [];
  if (options.declaration ?? true) out.push(`<?xml version="1.0" encoding="UTF-8"?>${pretty ? "\n" : ""}`);
  element(keys[0], root[keys[0]], pretty ? 0 : null, out);
  return out.join("").replace(/\n$/, "");
}

/** A fragment: the elements of `tree` (one or more keys) without a declaration, on one line. */
export function xmlFragment(tree: XmlElement): string {
  const out: string[] = [];
  for (const [key, v] of Object.entries(tree)) elements(key, v, null, out);
  return out.join("");
}
