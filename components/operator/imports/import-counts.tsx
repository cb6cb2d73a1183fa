const n = (x: number) => x.toLocaleString("de-DE");

/** The figures of a finished job, each in its own box. `className` sets the grid's columns. */
export function Counts({ items, testId, className }: { items: readonly (readonly [string, number])[]; testId: string; className: string }) {
  return (
    <dl className={`grid gap-2 text-sm ${className}`} data-testid={testId}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded bg-surface px-3 py-2">
          <dt className="text-muted">{label}</dt>
          <dd className="text-lg font-semibold">{n(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
