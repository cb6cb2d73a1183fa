"use client";

import { OPENING_FIELD_LABELS, OPENING_FIELDS, WEEKDAYS } from "@/lib/domain/console/opening-hours";
import { OpeningDayRows } from "./opening-day-rows";

type Values = Record<string, unknown>;

/** Monday to Saturday, whole hours, with the by-arrangement flag per day (SPEC 3, SPEC 5, SPEC 9). */
export function OpeningHoursFields({
  values,
  errors,
  onChange,
}: {
  values: Values;
  errors: Record<string, string>;
  onChange: (field: string, value: string | boolean | null) => void;
}) {
  return (
    <div>
      {/* Fixed columns, every cell centred on the row's middle: day, the four hours and the flag line up.
          Below 1024px (phones and portrait tablets) each day is a block of its own with labelled fields two by two, so no column is off-screen. */}
      <table className="w-full text-sm max-lg:block lg:min-w-[40rem] lg:table-fixed" data-testid="opening-hours">
        <colgroup className="max-lg:hidden">
          <col className="w-28" />
          {OPENING_FIELDS.map((f) => (
            <col key={f} />
          ))}
          <col className="w-40" />
        </colgroup>
        <thead className="max-lg:hidden">
          <tr className="text-left">
            <th className="py-1 pr-2 font-medium">Tag</th>
            {OPENING_FIELDS.map((f) => (
              <th key={f} className="px-1 py-1 font-medium">
                {OPENING_FIELD_LABELS[f]}
              </th>
            ))}
            <th className="px-1 py-1 text-center font-medium">Nach Vereinbarung</th>
          </tr>
        </thead>
        <tbody className="max-lg:block">
          {WEEKDAYS.map((day) => (
            <OpeningDayRows key={day} day={day} values={values} errors={errors} onChange={onChange} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
