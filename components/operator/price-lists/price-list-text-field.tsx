"use client";

import { PRICE_LIST_TEXT_HEADER } from "@/lib/domain/operator/price-list-text";

/** A price list's lines as text, one per row; while they load, a progress bar instead; their errors below. */
export function PriceListTextField({
  text,
  onTextChange,
  loading,
  errors,
}: {
  text: string;
  onTextChange: (text: string) => void;
  loading: { loaded: number; total: number } | null;
  errors: string[] | undefined;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="price-list-lines" className="text-sm font-medium">
        Zeilen
      </label>
      <p id="price-list-lines-hint" className="text-xs text-muted">
        Eine Zeile je Preis: <code>{PRICE_LIST_TEXT_HEADER}</code>. Artikel ist die Art.-Nr. oder die EAN; die letzten drei Angaben dürfen fehlen.
        Beispiel: <code>4006501234567; 849,00; 5; 01.12.2026; 31.12.2026</code>
      </p>
      {loading ? (
        <div className="flex flex-col gap-1" data-testid="price-list-loading">
          <progress className="w-full" max={loading.total} value={loading.loaded} aria-label="Zeilen werden geladen" />
          <p className="text-xs text-muted">
            Zeilen werden geladen … {loading.loaded.toLocaleString("de-DE")} von {loading.total.toLocaleString("de-DE")}
          </p>
        </div>
      ) : (
        <textarea
          id="price-list-lines"
          aria-describedby="price-list-lines-hint price-list-lines-error"
          aria-invalid={errors ? true : undefined}
          rows={10}
          className="rounded border border-line p-2 font-mono text-sm"
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
        />
      )}
      <ul id="price-list-lines-error" aria-live="polite" className="text-sm text-danger empty:hidden">
        {errors?.slice(0, 10).map((e) => (
          <li key={e}>{e}</li>
        ))}
        {errors && errors.length > 10 ? <li>… und {errors.length - 10} weitere Fehler</li> : null}
      </ul>
    </div>
  );
}
