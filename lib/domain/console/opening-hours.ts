/**
 * Studio opening hours (SPEC 3 Store crm, SPEC 5 "Opening times", SPEC 9 "Monday to Saturday only").
 * Times are whole hours stored in the Salesforce time format "hh:00:00.000Z"; null means closed/unset.
 */

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  Monday: "Montag",
  Tuesday: "Dienstag",
  Wednesday: "Mittwoch",
  Thursday: "Donnerstag",
  Friday: "Freitag",
  Saturday: "Samstag",
};

/** A whole hour in Salesforce time format, e.g. "08:00:00.000Z". */
export type HourValue = `${string}:00:00.000Z`;

export interface OpeningDay {
  start: string | null;
  morningEnd: string | null;
  afternoonStart: string | null;
  end: string | null;
  byArrangement?: boolean;
}

export type OpeningField = "start" | "morningEnd" | "afternoonStart" | "end";

/** Order the four times must keep (SPEC 5: start <= morning end <= afternoon start <= end). */
export const OPENING_FIELDS: readonly OpeningField[] = ["start", "morningEnd", "afternoonStart", "end"];

export const OPENING_FIELD_LABELS: Record<OpeningField, string> = {
  start: "Öffnung",
  morningEnd: "Mittagspause von",
  afternoonStart: "Mittagspause bis",
  end: "Schließung",
};

/** Salesforce field names per weekday (SPEC 3), e.g. Monday_Start_Time__c. */
export function salesforceFieldNames(day: Weekday): Record<OpeningField, string> & { byArrangement: string } {
  return {
    start: `${day}_Start_Time__c`,
    morningEnd: `${day}_Morning_End_Time__c`,
    afternoonStart: `${day}_Afternoon_Start_Time__c`,
    end: `${day}_End_Time__c`,
    byArrangement: `${day}_By_Arrangement__c`,
  };
}

export const OPENING_HOURS_MESSAGES = {
  invalidHour: "Bitte wählen Sie eine volle Stunde zwischen 00:00 und 23:00.",
  order: (later: OpeningField, earlier: OpeningField) => `„${OPENING_FIELD_LABELS[later]}“ darf nicht vor „${OPENING_FIELD_LABELS[earlier]}“ liegen.`,
} as const;

const HOUR_PATTERN = /^([01]\d|2[0-3]):00:00\.000Z$/;

/** Hour 0..23 to "hh:00:00.000Z". */
export function hourToValue(hour: number): HourValue {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour must be 0..23, got ${hour}`);
  return `${String(hour).padStart(2, "0")}:00:00.000Z` as HourValue;
}

/** "hh:00:00.000Z" to its hour, or null if it is not a whole hour 00..23. */
export function valueToHour(value: string | null | undefined): number | null {
  if (!value || !HOUR_PATTERN.test(value)) return null;
  return Number(value.slice(0, 2));
}

/** The 24 choices of a time select: value in Salesforce format, label "hh:00". */
export function hourOptions(): { value: HourValue; label: string }[] {
  return Array.from({ length: 24 }, (_, hour) => ({
    value: hourToValue(hour),
    label: `${String(hour).padStart(2, "0")}:00`,
  }));
}

export interface OpeningHoursError {
  field: OpeningField;
  message: string;
}

/**
 * Checks one day. Every time is optional; the set ones must keep the order of OPENING_FIELDS, also
 * across gaps (start 10:00 with only end 09:00 is wrong). One error per field, on the later field.
 * Returns an empty list when valid.
 */
export function validateOpeningHours(day: OpeningDay): OpeningHoursError[] {
  const errors: OpeningHoursError[] = [];
  const hours: Partial<Record<OpeningField, number>> = {};
  for (const field of OPENING_FIELDS) {
    const value = day[field];
    if (value === null || value === undefined || value === "") continue;
    const hour = valueToHour(value);
    if (hour === null) errors.push({ field, message: OPENING_HOURS_MESSAGES.invalidHour });
    else hours[field] = hour;
  }
  OPENING_FIELDS.forEach((later, j) => {
    const laterHour = hours[later];
    if (laterHour === undefined) return;
    for (let i = j - 1; i >= 0; i--) {
      const earlier = OPENING_FIELDS[i];
      const earlierHour = hours[earlier];
      if (earlierHour !== undefined && laterHour < earlierHour) {
        errors.push({ field: later, message: OPENING_HOURS_MESSAGES.order(later, earlier) });
        return;
      }
    }
  });
  return errors;
}

/** A day with no time set and no by-arrangement flag counts as closed. */
export function isClosed(day: OpeningDay): boolean {
  return !day.byArrangement && OPENING_FIELDS.every((field) => !day[field]);
}
