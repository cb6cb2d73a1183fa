/**
 * The one rule for what of a request's path may reach a log line (issue 30, finding 3). Query strings
 * never do (reset links carry their token there). Path segments that are secrets are replaced by
 * `[token]`: the segment after a route whose URL is its own key (the invitation link, the private
 * calendar feed, Better Auth's reset-link route), and, as a safety net for a route added later, any
 * segment shaped like a generated secret (24 or more URL-safe characters mixing letters and digits that
 * is not a UUID, which names records). A file extension stays (`/calendar/[token].ics`).
 *
 * Plain TypeScript without imports: scripts/serve.mjs loads it directly (Node strips the types).
 */

/** Segments after which the next segment is a secret: /einladung/{token}, /calendar/{token}.ics, /api/auth/reset-password/{token}. */
const SECRET_AFTER = new Set(["einladung", "calendar", "reset-password"]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A segment (without extension) that looks generated: long, URL-safe, letters and digits mixed. */
export function looksLikeSecret(segment: string): boolean {
  return segment.length >= 24 && /^[A-Za-z0-9_-]+$/.test(segment) && /[0-9]/.test(segment) && /[A-Za-z]/.test(segment) && !UUID.test(segment);
}

function masked(segment: string): string {
  const dot = segment.lastIndexOf(".");
  const ext = dot > 0 && /^\.[A-Za-z0-9]{1,5}$/.test(segment.slice(dot)) ? segment.slice(dot) : "";
  return `[token]${ext}`;
}

/** Percent-decoded until it no longer changes (at most three rounds: `%252F` is a slash too). */
function decoded(segment: string): string {
  let out = segment;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(out);
    } catch {
      return out;
    }
    if (next === out) return out;
    out = next;
  }
  return out;
}

const isSecret = (part: string, previous: string) => {
  const dot = part.lastIndexOf(".");
  const stem = dot > 0 ? part.slice(0, dot) : part;
  return SECRET_AFTER.has(previous) || looksLikeSecret(stem) || looksLikeSecret(part);
};

/**
 * The path of a request URL as it may be logged: no query, no fragment, secret segments masked. A
 * segment hiding several behind an encoded slash or a backslash (`/einladung%2F{token}`) is read as
 * those segments, so the rule sees the route and its token however the slash is written.
 */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] || "/";
  let previous = "";
  return path
    .split("/")
    .map((segment) => {
      if (segment === "") return segment;
      const plain = decoded(segment);
      if (SECRET_AFTER.has(previous)) {
        previous = plain.toLowerCase();
        return masked(plain);
      }
      const parts = plain.split(/[/\\]/);
      if (parts.length === 1) {
        const secret = isSecret(plain, previous);
        previous = plain.toLowerCase();
        return secret ? masked(plain) : segment;
      }
      // Everything from the first secret part on is masked as one (a token may hold an encoded slash).
      let first = -1;
      parts.forEach((part, i) => {
        if (part === "" || first >= 0) return;
        if (isSecret(part, previous)) first = i;
        previous = part.toLowerCase();
      });
      if (first < 0) return segment;
      return [...parts.slice(0, first).map(encodeURIComponent), masked(parts.slice(first).join("/"))].join("%2F");
    })
    .join("/");
}
