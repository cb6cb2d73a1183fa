import { SaxesParser, type SaxesTag } from "saxes";
import { BMECAT_TRANSACTIONS, emptyRawArticle, type BmecatTransaction, type RawArticle } from "@/lib/domain/operator/bmecat-article";
import type { BmecatGroup } from "@/lib/domain/operator/bmecat-groups";
import type { FeatureDictionary } from "@/lib/domain/operator/bmecat-features";
import { FeatureReader } from "./bmecat-feature-reader";
import { ArticleFieldReader } from "./bmecat-article-reader";

/**
 * A streaming BMEcat reader on saxes: it reads the file chunk by chunk and hands out the header, the
 * catalog groups, each article and each article-to-group assignment as soon as it is complete, so
 * memory stays bounded by one article whatever the file's size. A DOCTYPE that names a DTD is read
 * past (never fetched); hostile files stop early: entities declared in the file, an element or a text larger than `MAX_ELEMENT_CHARS`, nesting deeper than
 * `MAX_DEPTH`, anything that is not well-formed XML or not BMEcat.
 */

export type BmecatHeader = {
  language: string | null;
  currency: string | null;
  supplier: string | null;
  catalogId: string | null;
  /** The catalog's buyer (HEADER/BUYER/BUYER_ID or HEADER/BUYER_IDREF): whose customer prices (net_customer) the file carries. */
  buyer?: { id: string; name: string | null; line: number } | null;
  /** HEADER/CATALOG/MIME_ROOT: the base of relative MIME_SOURCEs (a URL or a folder). */
  mimeRoot?: string | null;
};

export const emptyBmecatHeader = (): BmecatHeader => ({ language: null, currency: null, supplier: null, catalogId: null, buyer: null });
export type GroupAssignment = { supplierPid: string; groupId: string; line: number };

export type BmecatHandlers = {
  header(h: BmecatHeader): void;
  transaction(t: BmecatTransaction, line: number): void;
  group(g: BmecatGroup): void;
  /** An article, with the feature templates and values the file defined before it (names of codes). */
  article(a: RawArticle, features: FeatureDictionary): void;
  assignment(m: GroupAssignment): void;
};

/** A reason the whole file is refused: where, and why (German). */
export class BmecatFileError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
    readonly element?: string,
    /** The article being read when the file broke off, when its number was known. */
    readonly article: string | null = null,
  ) {
    super(message);
    this.name = "BmecatFileError";
  }
}

export const MAX_ELEMENT_CHARS = 1_000_000;
export const MAX_DEPTH = 40;

const ARTICLE_ELEMENTS = new Set(["PRODUCT", "ARTICLE"]);
const MAP_ELEMENTS = new Set(["PRODUCT_TO_CATALOGGROUP_MAP", "ARTICLE_TO_CATALOGGROUP_MAP"]);

/** saxes' messages in German; the detail after the colon is an element name, which stays as it is. */
function germanXmlError(raw: string): string {
  const message = raw.replace(/^(?:[^:]*:)?\d+:\d+: /, "");
  const unclosed = /^unclosed tag: (.+)$/.exec(message);
  if (unclosed) return `Element <${localName(unclosed[1])}> wird nicht geschlossen (Datei endet vorher)`;
  const unmatched = /^unmatched closing tag: (.+)\.$/.exec(message);
  if (unmatched) return `Schließendes Tag </${localName(unmatched[1])}> passt zu keinem geöffneten Element`;
  if (message.startsWith("undefined entity")) return "Unbekannte Entität: die Datei ist kein gültiges XML";
  if (message.startsWith("text data outside of root node") || message.startsWith("document must contain a root element"))
    return "Die Datei ist kein XML (Text außerhalb des Wurzelelements)";
  if (message.startsWith("unexpected end")) return "Die Datei endet mitten in einem Element";
  return "Die Datei ist kein wohlgeformtes XML";
}

function localName(name: string): string {
  const i = name.indexOf(":");
  return i < 0 ? name : name.slice(i + 1);
}

/**
 * Whether a DOCTYPE may stand in a catalog (null) or why it refuses the file. BMEcat 1.2 files always
 * name their DTD (`<!DOCTYPE BMECAT SYSTEM "bmecat_new_catalog_1_2.dtd">`) and many 2005 exports do:
 * such a reference is harmless, since the parser (saxes) never fetches it and never expands entities.
 * A file that declares entities itself (an internal subset with `<!ENTITY`, the billion laughs, an
 * external entity) is refused: its text would depend on them.
 */
export function doctypeRefusal(doctype: string): string | null {
  const open = doctype.indexOf("[");
  if (open < 0) return null;
  if (/<!ENTITY/i.test(doctype.slice(open)))
    return "Die Datei deklariert eigene Entitäten (<!ENTITY> in der DOCTYPE-Deklaration); aus Sicherheitsgründen werden solche Dateien nicht angenommen";
  return null;
}

/** The encoding named in the XML declaration (default UTF-8), read from the first bytes. */
export function declaredEncoding(head: Buffer): string {
  const m = /^(?:\uFEFF)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.subarray(0, 300).toString("latin1"));
  return m ? m[1].toLowerCase() : "utf-8";
}

/** An element of the HEADER closes: the catalog's language, currency, media root, id, supplier and buyer. */
function closeHeaderElement(header: BmecatHeader, name: string, up: string | undefined, value: string, line: number): void {
  const v = value.trim();
  if (name === "LANGUAGE" && up === "CATALOG") header.language ??= v;
  else if (name === "CURRENCY" && up === "CATALOG") header.currency = v;
  else if (name === "MIME_ROOT" && up === "CATALOG") header.mimeRoot ??= v || null;
  else if (name === "CATALOG_ID") header.catalogId = v;
  else if (name === "SUPPLIER_NAME") header.supplier = v;
  else if ((name === "BUYER_ID" && up === "BUYER") || (name === "BUYER_IDREF" && up === "HEADER")) {
    if (v) header.buyer = { id: v, name: header.buyer?.name ?? null, line };
  } else if (name === "BUYER_NAME" && up === "BUYER" && header.buyer) header.buyer.name = v || null;
}

/** A CATALOG_STRUCTURE's element closes; true when the structure itself did (the group is whole). */
function closeGroupElement(group: BmecatGroup, name: string, value: string): boolean {
  if (name === "GROUP_ID") group.id = value.trim();
  else if (name === "GROUP_NAME") group.name ||= value.trim();
  else if (name === "PARENT_ID") group.parentId = value.trim();
  return name === "CATALOG_STRUCTURE";
}

type GroupMap = { pid: string | null; group: string | null; line: number };

/** A PRODUCT_TO_CATALOGGROUP_MAP's element closes; true when the map itself did. */
function closeMapElement(map: GroupMap, name: string, value: string): boolean {
  if (name === "PROD_ID" || name === "ART_ID") map.pid = value.trim();
  else if (name === "CATALOG_GROUP_ID") map.group = value.trim();
  return MAP_ELEMENTS.has(name);
}

/** Writes text into the parser; anything but markup at the start (a CSV, a PDF, a ZIP) is refused before reading on. */
function markupWriter(parser: SaxesParser): (text: string) => void {
  let started = false;
  return (text) => {
    if (!started) {
      const head = text.replace(/^\uFEFF/, "").trimStart();
      if (head === "") return;
      if (!head.startsWith("<")) throw new BmecatFileError("Die Datei ist kein XML", 1);
      started = true;
    }
    parser.write(text);
  };
}

/**
 * Hands the source's text to `write` chunk by chunk, bytes decoded by the encoding the XML declaration
 * names; `check` runs after each chunk (it throws to stop), then `afterChunk` (the caller's pause).
 */
async function feedChunks(
  source: AsyncIterable<Buffer | string>,
  write: (text: string) => void,
  check: () => void,
  afterChunk?: () => Promise<void>,
) {
  let decoder: TextDecoder | null = null;
  for await (const chunk of source) {
    if (typeof chunk === "string") write(chunk);
    else {
      if (!decoder) {
        const encoding = declaredEncoding(chunk);
        try {
          decoder = new TextDecoder(encoding);
        } catch {
          throw new BmecatFileError(`Zeichenkodierung „${encoding}“ wird nicht unterstützt`, 1);
        }
      }
      write(decoder.decode(chunk, { stream: true }));
    }
    check();
    if (afterChunk) await afterChunk();
  }
  if (decoder) write(decoder.decode());
}

/** What the parser holds while it reads: the open elements, the text of the innermost, what is being built. */
type ParseState = {
  stack: string[];
  text: string;
  sawRoot: boolean;
  transaction: BmecatTransaction | null;
  header: BmecatHeader;
  group: BmecatGroup | null;
  article: RawArticle | null;
  features: FeatureReader;
  fields: ArticleFieldReader;
  map: GroupMap | null;
};

type Fail = (message: string, element?: string) => void;

/** An opening tag: checks the root and the transaction, and starts a group, an article, a map or one of their parts. */
function openTag(st: ParseState, tag: SaxesTag, line: number, on: BmecatHandlers, fail: Fail) {
  const { stack } = st;
  const name = localName(tag.name);
  const attr = (n: string) => (typeof tag.attributes[n] === "string" ? (tag.attributes[n] as string) : null);
  st.text = "";
  if (!st.sawRoot) {
    st.sawRoot = true;
    if (name !== "BMECAT") fail("Die Datei ist keine BMEcat-Datei (Wurzelelement BMECAT fehlt)", name);
  }
  stack.push(name);
  if (stack.length > MAX_DEPTH) return fail(`Elemente sind tiefer als ${MAX_DEPTH} Ebenen verschachtelt`, name);
  if (stack.length === 2 && (BMECAT_TRANSACTIONS as readonly string[]).includes(name)) {
    if (st.transaction) return fail("Die Datei enthält mehr als eine Transaktion", name);
    st.transaction = name as BmecatTransaction;
    on.header(st.header);
    on.transaction(st.transaction, line);
    return;
  }
  if (name === "CATALOG_STRUCTURE") st.group = { id: "", name: "", parentId: null, type: attr("type") };
  else if (ARTICLE_ELEMENTS.has(name) && stack.length === 3 && st.transaction) st.article = emptyRawArticle(line, attr("mode"));
  else if (MAP_ELEMENTS.has(name) && stack.length === 3) st.map = { pid: null, group: null, line };
  else if (st.features.open(name, st.article, line)) return;
  else if (st.article) st.fields.open(st.article, name, attr, line, stack[stack.length - 2]);
}

/** A closing tag: completes a header field, a group, a map, an article or one of its fields. */
function closeTag(st: ParseState, tag: SaxesTag, line: number, on: BmecatHandlers, fail: Fail) {
  const { stack } = st;
  const name = localName(tag.name);
  const value = st.text;
  st.text = "";
  const up = stack[stack.length - 2];
  stack.pop();
  if (stack.length === 0) return;
  if (!st.transaction && stack[1] === "HEADER") return closeHeaderElement(st.header, name, up, value, line);
  if (st.group) {
    if (closeGroupElement(st.group, name, value)) {
      on.group(st.group);
      st.group = null;
    }
    return;
  }
  if (st.map) {
    if (closeMapElement(st.map, name, value)) {
      if (!st.map.pid || !st.map.group) fail("Zuordnung zur Warengruppe ohne Artikelnummer oder Warengruppe", name);
      else on.assignment({ supplierPid: st.map.pid, groupId: st.map.group, line: st.map.line });
      st.map = null;
    }
    return;
  }
  const article = st.article;
  if (st.features.close(name, up, value, article) || !article) return;
  if (ARTICLE_ELEMENTS.has(name) && stack.length === 2) {
    on.article(article, st.features.dictionary);
    st.article = null;
    return;
  }
  st.fields.close(article, name, value, { up, depth: stack.length, inExtensions: stack.includes("USER_DEFINED_EXTENSIONS") });
}

export async function parseBmecat(source: AsyncIterable<Buffer | string>, on: BmecatHandlers, afterChunk?: () => Promise<void>): Promise<void> {
  const parser = new SaxesParser({ position: true });
  let failure: BmecatFileError | null = null;
  const st: ParseState = {
    stack: [],
    text: "",
    sawRoot: false,
    transaction: null,
    header: emptyBmecatHeader(),
    group: null,
    article: null,
    features: new FeatureReader(),
    fields: new ArticleFieldReader(),
    map: null,
  };
  const { stack } = st;
  const fail: Fail = (message, element) => {
    failure ??= new BmecatFileError(message, parser.line, element, st.article?.supplierPid?.trim() || null);
  };
  let lastEvent = 0;

  parser.on("doctype", (doctype) => {
    lastEvent = parser.position;
    const refusal = doctypeRefusal(doctype);
    if (refusal) fail(refusal, "DOCTYPE");
  });
  parser.on("error", (e) => fail(germanXmlError(e.message)));
  parser.on("text", (t) => {
    lastEvent = parser.position;
    if (stack.length === 0) return;
    if (st.text.length + t.length > MAX_ELEMENT_CHARS) fail(`Element <${stack[stack.length - 1]}> ist zu groß`, stack[stack.length - 1]);
    else st.text += t;
  });
  parser.on("cdata", (t) => {
    lastEvent = parser.position;
    if (st.text.length + t.length > MAX_ELEMENT_CHARS) fail(`Element <${stack[stack.length - 1]}> ist zu groß`, stack[stack.length - 1]);
    else st.text += t;
  });
  parser.on("opentag", (tag) => {
    lastEvent = parser.position;
    if (!failure) openTag(st, tag, parser.line, on, fail);
  });
  parser.on("closetag", (tag) => {
    lastEvent = parser.position;
    if (!failure) closeTag(st, tag, parser.line, on, fail);
  });

  const check = () => {
    // saxes buffers a text or a tag until it ends: a never-ending one is refused before it fills memory.
    if (parser.position - lastEvent > MAX_ELEMENT_CHARS) fail("Ein Element oder Text ist zu groß");
    if (failure) throw failure;
  };

  await feedChunks(source, markupWriter(parser), check, afterChunk);
  parser.close();
  if (failure) throw failure;
  if (!st.sawRoot) throw new BmecatFileError("Die Datei ist leer", 1);
  if (!st.transaction)
    throw new BmecatFileError("Die Datei enthält keine Transaktion (T_NEW_CATALOG, T_UPDATE_PRODUCTS oder T_UPDATE_PRICES)", parser.line, "BMECAT");
}
