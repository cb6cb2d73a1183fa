/**
 * Absence (vacation) ranges (SPEC.md sections 4 and 5): saved only when both dates exist; a reversed
 * range is swapped. Dates are "YYYY-MM-DD" strings (DECISIONS "Money and dates"), which sort as text.
 */

/** A store's vacation as the endpoints answer it (SPEC 3: crm {Id, Start_Date__c, End_Date__c}, dates YYYY-MM-DD). */
export type VacationDto = { crm: { Id: string; Start_Date__c: string; End_Date__c: string } };

/** Returns [start, end] with start <= end. */
export function normalizeRange(start: string, end: string): [string, string] {
  return start <= end ? [start, end] : [end, start];
}

/** True when a picked range may be saved: both ends chosen (SPEC 5). */
export function isCompleteRange(range: { from?: unknown; to?: unknown } | undefined | null): boolean {
  return !!range && !!range.from && !!range.to;
}

/** Why a new absence is refused when it starts before today (issue 29: the calendar offered past days). */
export const PAST_ABSENCE_MESSAGE = "Eine neue Abwesenheit kann nicht in der Vergangenheit beginnen. Bitte wählen Sie Tage ab heute.";

/** True when a new range (YYYY-MM-DD) starts before `today` (YYYY-MM-DD, the German calendar day). */
export function startsInPast(start: string, end: string, today: string): boolean {
  return normalizeRange(start, end)[0] < today;
}
