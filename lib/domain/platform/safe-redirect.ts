/**
 * A return address after sign-in (`next`) is only ever a path on this site: it must start with a
 * single "/", and after the browser's own resolution (dot segments, backslashes, encoded slashes)
 * still be a path of this origin that does not start with "//". Anything else gives null, and the
 * caller sends the user to their home page instead.
 */
export function safeReturnPath(next: unknown): string | null {
  if (typeof next !== "string" || next.length === 0 || next.length > 2000) return null;
  if (!next.startsWith("/") || next.startsWith("//")) return null;
  // Browsers treat "\" like "/" and ignore tabs and newlines inside URLs ("/\evil.example").
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  const base = "http://return.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/stores/..//evil.example" resolves to "//evil.example", a protocol-relative address.
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  // Encoded slashes and backslashes that a later decoding step could turn into "//".
  if (/^\/(%2f|%5c)/i.test(path)) return null;
  return path;
}

/** The request header in which proxy.ts hands a page the path (and query) it was asked for. */
export const REQUEST_PATH_HEADER = "x-request-path";

/**
 * Where the sign-in page sends a signed-out visitor of `requested` back to: the full path with its
 * query when it is a safe path inside the store's pages, else the store's start page.
 */
export function loginPathFor(storeSlug: string, requested: string | null): string {
  const storeRoot = `/stores/${storeSlug}`;
  const path = safeReturnPath(requested);
  const back = path && (path === storeRoot || path.startsWith(`${storeRoot}/`) || path.startsWith(`${storeRoot}?`)) ? path : storeRoot;
  return `/login?next=${encodeURIComponent(back)}`;
}
