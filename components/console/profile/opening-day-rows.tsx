"use client";

import {
  hourOptions,
  OPENING_FIELD_LABELS,
  OPENING_FIELDS,
  salesforceFieldNames,
  WEEKDAY_LABELS,
  type Weekday,
} from "@/lib/domain/console/opening-hours";

const HOURS = hourOptions();

type Props = {
  day: Weekday;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (field: string, value: string | boolean | null) => void;
};

/** One day's row (the four hours and the by-arrangement flag) and, below it, the day's first error. */
export function OpeningDayRows({ day, values, errors, onChange }: Props) {
  const names = salesforceFieldNames(day);
  const dayErrors = OPENING_FIELDS.map((f) => errors[names[f]]).filter(Boolean);
  return (
    <>
      <tr className="border-t border-line align-middle max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-2 max-lg:pb-2">
        <th scope="row" className="py-2 pr-2 text-left font-medium max-lg:col-span-2 max-lg:pb-0" data-testid="opening-day">
          {WEEKDAY_LABELS[day]}
        </th>
        {OPENING_FIELDS.map((f) => {
          const name = names[f];
          return (
            <td key={f} className="px-1 py-2 max-lg:block max-lg:px-0 max-lg:py-1">
              <span className="block text-xs text-muted lg:hidden" aria-hidden>
                {OPENING_FIELD_LABELS[f]}
              </span>
              <select
                aria-label={`${WEEKDAY_LABELS[day]} ${OPENING_FIELD_LABELS[f]}`}
                aria-invalid={errors[name] ? true : undefined}
                className={`w-full rounded border px-1 py-1 lg:w-24 ${errors[name] ? "border-danger" : "border-line"}`}
                value={typeof values[name] === "string" ? (values[name] as string) : ""}
                onChange={(e) => onChange(name, e.target.value || null)}
              >
                <option value="">–</option>
                {HOURS.map((h) => (
                  <option key={h.value} value={h.value}>
                    {h.label}
                  </option>
                ))}
              </select>
            </td>
          );
        })}
        <td className="px-1 py-2 text-center max-lg:col-span-2 max-lg:flex max-lg:items-center max-lg:gap-2 max-lg:px-0 max-lg:py-1">
          <label className="inline-flex min-h-6 min-w-6 items-center justify-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4 align-middle"
              aria-label={`${WEEKDAY_LABELS[day]} nach Vereinbarung`}
              checked={values[names.byArrangement] === true}
              onChange={(e) => onChange(names.byArrangement, e.target.checked)}
            />
            <span className="lg:hidden" aria-hidden>
              Nach Vereinbarung
            </span>
          </label>
        </td>
      </tr>
      {/* The day's error on its own line below it, so it never adds a column. */}
      {dayErrors.length ? (
        <tr>
          <td colSpan={OPENING_FIELDS.length + 2} className="pb-2 text-danger" role="alert">
            {dayErrors[0]}
          </td>
        </tr>
      ) : null}
    </>
  );
}
