"use client";

/** A multi-select as a list of checkboxes (picklists, advantage badges); empty lists say "nicht verfügbar" (SPEC 8). */
export function MultiCheck({
  legend,
  options,
  value,
  onChange,
  columns = 2,
  testId,
}: {
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (v: string[]) => void;
  columns?: number;
  testId?: string;
}) {
  const chosen = new Set(value);
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId}>
      <legend className="mb-1 text-sm font-medium">
        {legend} {value.length ? <span className="text-muted">({value.length} gewählt)</span> : null}
      </legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted">nicht verfügbar</p>
      ) : (
        // Phones: as many columns as fit at 9.5rem each (long labels get a line of their own), `columns` from 640px on.
        <div
          className="grid max-h-56 grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-1 overflow-y-auto rounded border border-line p-2 text-sm sm:grid-cols-[repeat(var(--columns),minmax(0,1fr))]"
          style={{ "--columns": columns } as React.CSSProperties}
        >
          {options.map((o) => (
            // A long name wraps inside its column instead of widening the scrolling box sideways.
            <label key={o} className="flex min-h-6 min-w-0 items-start gap-2 py-0.5 [overflow-wrap:anywhere]">
              <input
                className="mt-0.5 shrink-0"
                type="checkbox"
                checked={chosen.has(o)}
                onChange={(e) => onChange(e.target.checked ? options.filter((x) => chosen.has(x) || x === o) : value.filter((x) => x !== o))}
              />
              {o}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
