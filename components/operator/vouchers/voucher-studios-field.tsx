"use client";

type Studio = { id: string; name: string; storeNumber: string };

/** For which studios a new voucher is: all of today's, or the ones ticked. */
export function VoucherStudiosField({
  studios,
  forAll,
  onForAllChange,
  storeIds,
  onStoreIdsChange,
  error,
}: {
  studios: Studio[];
  forAll: boolean;
  onForAllChange: (forAll: boolean) => void;
  storeIds: string[];
  onStoreIdsChange: (update: (ids: string[]) => string[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? "voucher-studios-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">Für welche Studios?</legend>
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="radio" name="forAll" className="size-4" checked={forAll} onChange={() => onForAllChange(true)} />
        Alle Studios (die es heute gibt)
      </label>
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="radio" name="forAll" className="size-4" checked={!forAll} onChange={() => onForAllChange(false)} />
        Nur ausgewählte Studios
      </label>
      {!forAll ? (
        <div className="ml-6 flex max-h-56 flex-col gap-1 overflow-y-auto rounded border border-line p-2">
          {studios.map((s) => (
            <label key={s.id} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={storeIds.includes(s.id)}
                onChange={(e) => onStoreIdsChange((ids) => (e.target.checked ? [...ids, s.id] : ids.filter((id) => id !== s.id)))}
              />
              {s.name} <span className="text-muted">({s.storeNumber})</span>
            </label>
          ))}
        </div>
      ) : null}
      <p id="voucher-studios-error" aria-live="polite" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
