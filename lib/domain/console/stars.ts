/**
 * How a rating (0 to 5, Proposal_Rating__c or an average) is drawn as five stars: rounded to the
 * nearest half star, so 3.5 shows three and a half stars, not four (issue 29).
 */
export type StarFill = "full" | "half" | "empty";

export const STAR_COUNT = 5;

export function starFills(value: number): StarFill[] {
  const halves = Number.isFinite(value) ? Math.min(STAR_COUNT * 2, Math.max(0, Math.round(value * 2))) : 0;
  return Array.from({ length: STAR_COUNT }, (_, i) => (halves >= (i + 1) * 2 ? "full" : halves === i * 2 + 1 ? "half" : "empty"));
}

/** "3,5 von 5 Sternen": the rating in German notation for screen readers. */
export function starsLabel(value: number): string {
  return `${value.toLocaleString("de-DE", { maximumFractionDigits: 1 })} von ${STAR_COUNT} Sternen`;
}
