/**
 * Text no person types and no column stores: U+0000 (PostgreSQL text and jsonb refuse it) and lone
 * UTF-16 surrogates (not encodable as UTF-8). JSON ("\u0000", "\ud800") and query strings ("%00")
 * carry them anyway, so the API refuses them at its boundary (lib/api/serve.ts) as a 400 naming the
 * field, instead of a database error answered as 500.
 */

export const HOSTILE_TEXT_MESSAGE = "Der Text enthält ungültige Zeichen.";

// NUL, a high surrogate not followed by a low one, a low surrogate not preceded by a high one. A regex
// rather than String#isWellFormed, which older Safari lacks (the product-list page runs this too).
const HOSTILE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds U+0000 or a surrogate without its partner. */
export function hasHostileChars(s: string): boolean {
  return HOSTILE.test(s);
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
