/**
 * Text no person types, no column stores and no XML document carries: U+0000 (PostgreSQL text and
 * jsonb refuse it), lone UTF-16 surrogates (not encodable as UTF-8), and every other character outside
 * XML 1.0's Char production: the C0 controls but tab, LF and CR, and U+FFFE, U+FFFF (issue 30: such a
 * character in a customer reference or a studio name made the e-invoice XML unreadable). JSON
 * ("\u0000", "\u0001", "\ud800") and query strings ("%00") carry them anyway, so the API refuses them at
 * its boundary (lib/api/serve.ts) as a 400 naming the field, instead of a database error answered as
 * 500; text stored before this rule (or from the CRM or a catalog import) is cleaned where a document
 * is rendered (withoutHostileText).
 */

export const HOSTILE_TEXT_MESSAGE = "Der Text enthält ungültige Zeichen.";

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * The first character of `s` that no document can carry, said in German with its position (counted in
 * characters as a person counts them, from 1), or null when there is none:
 * "das Steuerzeichen U+0001 an Stelle 4".
 */
export function hostileCharDescription(s: string): string | null {
  let position = 0;
  for (let i = 0; i < s.length; i++) {
    position++;
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdfff) {
      i++;
      continue;
    }
    if (c === 0) return `das Nullzeichen ${hex(c)} an Stelle ${position}`;
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return `das Steuerzeichen ${hex(c)} an Stelle ${position}`;
    if (c === 0xfffe || c === 0xffff) return `das Nichtzeichen ${hex(c)} an Stelle ${position}`;
    if (c >= 0xd800 && c <= 0xdfff) return `ein unvollständiges Zeichen (${hex(c)}) an Stelle ${position}`;
  }
  return null;
}

/**
 * The message of a text field holding such a character: "Der Text enthält ungültige Zeichen: das
 * Steuerzeichen U+0001 an Stelle 4. Bitte entfernen Sie es." Null when the text is clean.
 */
export function hostileTextMessage(s: string): string | null {
  const what = hostileCharDescription(s);
  return what === null ? null : `${HOSTILE_TEXT_MESSAGE.slice(0, -1)}: ${what}. Bitte entfernen Sie es.`;
}

/**
 * The one rule for text that reaches documents (issue 45: customer reference, addresses, names, product
 * texts), as a zod refinement: `z.string().superRefine(documentText)`. Used by the API's schemas, the
 * screens' forms (the same schemas) and the importers (lib/domain/operator/bmecat-article.ts checks
 * every text of an article with it, so BMEcat and CSV errors name line and column).
 */
export function documentText(value: string, ctx: { addIssue: (issue: { code: "custom"; message: string }) => void }): void {
  const message = hostileTextMessage(value);
  if (message !== null) ctx.addIssue({ code: "custom", message });
}

// A character XML 1.0 cannot carry (NUL included), a high surrogate not followed by a low one, a low
// surrogate not preceded by a high one. A regex rather than String#isWellFormed, which older Safari
// lacks, and without lookbehind, which it cannot parse (the product-list page runs this too).
const HOSTILE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// For removal: a surrogate pair is matched whole (and kept), a surrogate left over is alone.
const HOSTILE_OR_PAIR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** True when the string holds a character XML 1.0 cannot carry (NUL included) or a surrogate without its partner. */
export function hasHostileChars(s: string): boolean {
  return HOSTILE.test(s);
}

/** The string without the characters hasHostileChars finds; everything else (entity texts such as "&#0;" too) as it was. */
export function withoutHostileChars(s: string): string {
  return s.replace(HOSTILE_OR_PAIR, (m) => (m.length === 2 ? m : ""));
}

/**
 * A stored record with every string cleaned by withoutHostileChars, in plain objects and arrays; dates,
 * numbers and other values stay as they are. For documents (the invoice XML and PDF) rendered from data
 * stored before the input rule, or from outside (the CRM, a catalog import).
 */
export function withoutHostileText<T>(value: T): T {
  if (typeof value === "string") return withoutHostileChars(value) as T;
  if (Array.isArray(value)) return value.map((v) => withoutHostileText(v)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutHostileText(v)])) as T;
  }
  return value;
}

/** A key as it can be shown in an answer: bad characters become U+FFFD. */
function shownKey(key: string): string {
  return key.replaceAll("\u0000", "\ufffd").toWellFormed();
}

type PathNode = { parent: PathNode | null; key: string } | null;

function joinPath(node: PathNode): string {
  const keys: string[] = [];
  for (let n = node; n; n = n.parent) keys.push(n.key);
  return keys.reverse().join(".");
}

/**
 * The path (keys and indexes joined by ".", as zod errors name fields) of the first string or object
 * key in document order that holds hostile characters; "" when `value` itself is such a string; null
 * when there is none. Iterative, so deeply nested JSON cannot exhaust the stack.
 */
export function findHostileText(value: unknown): string | null {
  const stack: { value: unknown; path: PathNode; key?: string }[] = [{ value, path: null }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    let path = item.path;
    if (item.key !== undefined) {
      if (hasHostileChars(item.key)) return joinPath({ parent: path, key: shownKey(item.key) });
      path = { parent: path, key: item.key };
    }
    const v = item.value;
    if (typeof v === "string") {
      if (hasHostileChars(v)) return joinPath(path);
    } else if (v !== null && typeof v === "object") {
      const entries: [string, unknown][] = Array.isArray(v) ? v.map((el, i) => [String(i), el]) : Object.entries(v);
      // Pushed in reverse, so the first entry (its key, then its value) is looked at first.
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path, key: entries[i][0] });
    }
  }
  return null;
}
