/**
 * Keyset paging of the product list (issue 47): a list without a search, in an order the indexes of
 * live articles hold (bestseller, list price, name; models/shop/catalog.ts), continues after the last
 * row it showed instead of skipping `offset` rows. The answer carries the cursor of its last row
 * (`meta.next`), the next request sends it back as `after`. An offset of thousands makes PostgreSQL
 * read, join and then drop every skipped row; a cursor starts the index walk where the page begins.
 *
 * The cursor is the last row's sort value and id, base64url of a JSON pair. It is read from the URL,
 * so it is checked like any input: a broken or foreign cursor is no cursor (the offset applies).
 */

/** The list orders an index serves; the studio's own price (a price list) is not one of them. */
export type KeysetField = "bestseller" | "priceKaNet" | "name";

export type ListCursor = { value: number | string; id: number };

/** Longest cursor text accepted (a product name is at most a few hundred characters). */
export const MAX_CURSOR_LENGTH = 800;
const MAX_INT = 2_147_483_647;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeCursor(c: ListCursor): string {
  return toBase64Url(JSON.stringify([c.value, c.id]));
}

const isId = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= MAX_INT;

/**
 * The cursor for `field`, or null when the text is not one: a numeric field needs a whole number in
 * PostgreSQL's integer range, the name a text; the id a positive integer.
 */
export function decodeCursor(text: string | undefined, field: KeysetField): ListCursor | null {
  if (!text || text.length > MAX_CURSOR_LENGTH) return null;
  const json = fromBase64Url(text);
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || !isId(parsed[1])) return null;
  const [value, id] = parsed as [unknown, number];
  if (field === "name") return typeof value === "string" && value.length <= MAX_CURSOR_LENGTH ? { value, id } : null;
  return Number.isInteger(value) && Math.abs(value as number) <= MAX_INT ? { value: value as number, id } : null;
}
