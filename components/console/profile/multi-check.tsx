"use client";

/** A multi-select as a list of checkboxes (picklists, advantage badges); empty lists say "nicht verfügbar" (SPEC 8). */
export function MultiCheck({ legend, options, value, onChange, columns = 2, testId }: { legend: string; options: readonly string[]; value: string[]; onChange: (v: string[]) => void; columns?: number; testId?: string }) {
  const chosen = new Set(value);
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId}>
      <legend className="mb-1 text-sm font-medium">
        {legend} {value.length ? <span className="text-muted">({value.length} gewählt)</span> : null}
      </legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted">nicht verfügbar</p>
      ) : (
        <div className="grid max-h-56 gap-1 overflow-y-auto rounded border border-line p-2 text-sm" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {options.map((o) => (
            <label key={o} className="flex items-center gap-2">
              <input
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
