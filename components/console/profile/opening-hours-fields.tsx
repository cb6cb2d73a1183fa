"use client";

import { hourOptions, OPENING_FIELD_LABELS, OPENING_FIELDS, salesforceFieldNames, WEEKDAY_LABELS, WEEKDAYS } from "@/lib/domain/opening-hours";

type Values = Record<string, unknown>;
const HOURS = hourOptions();

/** Monday to Saturday, whole hours, with the by-arrangement flag per day (SPEC 3, SPEC 5, SPEC 9). */
export function OpeningHoursFields({ values, errors, onChange }: { values: Values; errors: Record<string, string>; onChange: (field: string, value: string | boolean | null) => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="opening-hours">
        <thead>
          <tr className="text-left">
            <th className="py-1 pr-2">Tag</th>
            {OPENING_FIELDS.map((f) => (
              <th key={f} className="px-1 py-1 font-medium">{OPENING_FIELD_LABELS[f]}</th>
            ))}
            <th className="px-1 py-1 font-medium">Nach Vereinbarung</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => {
            const names = salesforceFieldNames(day);
            const dayErrors = OPENING_FIELDS.map((f) => errors[names[f]]).filter(Boolean);
            return (
              <tr key={day} className="border-t border-line align-top">
                <th scope="row" className="py-2 pr-2 text-left font-medium">{WEEKDAY_LABELS[day]}</th>
                {OPENING_FIELDS.map((f) => {
                  const name = names[f];
                  return (
                    <td key={f} className="px-1 py-2">
                      <select
                        aria-label={`${WEEKDAY_LABELS[day]} ${OPENING_FIELD_LABELS[f]}`}
                        aria-invalid={errors[name] ? true : undefined}
                        className={`rounded border px-1 py-1 ${errors[name] ? "border-danger" : "border-line"}`}
                        value={typeof values[name] === "string" ? (values[name] as string) : ""}
                        onChange={(e) => onChange(name, e.target.value || null)}
                      >
                        <option value="">–</option>
                        {HOURS.map((h) => (
                          <option key={h.value} value={h.value}>{h.label}</option>
                        ))}
                      </select>
                    </td>
                  );
                })}
                <td className="px-1 py-2">
                  <input type="checkbox" aria-label={`${WEEKDAY_LABELS[day]} nach Vereinbarung`} checked={values[names.byArrangement] === true} onChange={(e) => onChange(names.byArrangement, e.target.checked)} />
                </td>
                {dayErrors.length ? (
                  <td className="py-2 text-danger" role="alert">{dayErrors[0]}</td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
