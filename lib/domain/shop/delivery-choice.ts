/**
 * How checkout step 1 handles the desired dates a person chooses (issue 29 "Desired dates are never
 * lost silently"). Dates are YYYYMMDD numbers, null is "So schnell wie möglich". Plain rules, no I/O.
 */

/**
 * The date "Ein Wunschlieferdatum für alle Artikel" takes when it is switched on: the latest date
 * already chosen for a line (so no chosen date is dropped, and it is the one most likely allowed for
 * every line), else the proposed default date (SPEC 4), else none: then the person is asked for one.
 */
export function dateForAll(chosen: readonly (number | null)[], proposal: number | null): number | null {
  const dates = chosen.filter((d): d is number => d !== null);
  return dates.length > 0 ? Math.max(...dates) : proposal;
}

/** One date shared by every line, or null when the lines differ or one is "So schnell wie möglich". */
export function commonDate(dates: readonly (number | null)[]): number | null {
  const first = dates[0] ?? null;
  return first !== null && dates.every((d) => d === first) ? first : null;
}

export const DATE_UNDECIDED_REASON = "Bitte wählen Sie für jeden Artikel ein Wunschlieferdatum oder „So schnell wie möglich“.";
export const DATE_INVALID_REASON = "Bitte wählen Sie für jeden Artikel ein gültiges Wunschlieferdatum.";

/**
 * Why the dates keep "Weiter" unavailable, or null: every line needs a date or an explicit "So schnell
 * wie möglich"; a line (or the switch for all) set to "Wunschtermin" without a date is undecided, and a
 * chosen date must follow the delivery rules.
 */
export function desiredDatesBlocker(state: { undecided: number; invalid: number }): string | null {
  if (state.undecided > 0) return DATE_UNDECIDED_REASON;
  if (state.invalid > 0) return DATE_INVALID_REASON;
  return null;
}
