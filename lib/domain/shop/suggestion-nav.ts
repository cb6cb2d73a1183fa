/**
 * Keyboard highlight of the search suggestions (SPEC.md 2.4): it starts at -1 (nothing highlighted,
 * Enter searches for the typed text); Arrow Down moves towards the last suggestion, Arrow Up back to
 * -1. It stops at both ends instead of wrapping, so Enter never opens an unexpected product.
 */
export function moveHighlight(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  const next = Math.min(Math.max(current, -1) + step, count - 1);
  return Math.max(next, -1);
}
