import { TEXT_LIMITS, tooLongMessage } from "../platform/text-limits";

// The store comment's rule without zod, for the browser: the Status Planungen screen checks each keystroke
// with it, and zod (about 100 kB) would otherwise be part of that screen's first load (issue 35). The
// server checks the same rule with `commentSchema` (profile-rules.ts); a test holds the two together.

export const COMMENT_EMPTY = "Das Feld darf nicht leer sein.";

/** Store comment on a proposal (SPEC 5): not empty after trimming, at most TEXT_LIMITS.comment characters. */
export function validateComment(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length < 1) return COMMENT_EMPTY;
  if (trimmed.length > TEXT_LIMITS.comment) return tooLongMessage(TEXT_LIMITS.comment);
  return null;
}
