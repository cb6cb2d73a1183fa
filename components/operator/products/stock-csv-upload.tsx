"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { availabilityLabel } from "@/lib/domain/shop/availability";
import { useStockUpdate } from "./use-operator-products";

/** The largest CSV file the upload sends (the endpoint takes 1 MB of JSON). */
const MAX_CSV_BYTES = 800 * 1024;

/**
 * A stock delta as CSV (Artikelnummer;Bestand;Lieferbar;Wieder ab): read in the browser and sent to
 * stockUpdate; all or nothing, a wrong line named with its line number.
 */
export function StockCsvUpload() {
  const update = useStockUpdate();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string; changes?: string[] } | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setMessage({ ok: false, text: "Bitte wählen Sie eine CSV-Datei." });
    if (file.size > MAX_CSV_BYTES) return setMessage({ ok: false, text: "Die Datei ist zu groß (höchstens 800 kB, etwa 20.000 Zeilen)." });
    const csv = await file.text();
    setMessage(null);
    update.mutate(
      { csv },
      {
        onSuccess: (res) =>
          setMessage({
            ok: true,
            text: `${res.changed.length} Artikel geändert, ${res.unchanged} unverändert.`,
            changes: res.changed
              .slice(0, 20)
              .map((c) => `Zeile ${c.line}: ${c.name} – ${availabilityLabel(c.before)} → ${availabilityLabel(c.after)}`),
          }),
        onError: (e) => setMessage({ ok: false, text: e instanceof ApiError ? e.message : "Die Datei konnte nicht verarbeitet werden." }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded border border-line p-4" aria-labelledby="stock-csv-title">
      <h2 id="stock-csv-title" className="text-lg font-semibold">
        Bestände als CSV hochladen
      </h2>
      <p className="text-sm text-muted">
        Spalten mit Semikolon getrennt, erste Zeile als Überschrift: <code>Artikelnummer;Bestand;Lieferbar;Wieder ab</code>. Artikelnummer ist die
        Lieferanten-Artikelnummer oder die EAN, Lieferbar „ja“ oder „nein“, Wieder ab ein Datum wie 15.01.2027. Enthält eine Zeile einen Fehler, wird
        nichts gespeichert.
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        CSV-Datei
        <input type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="py-1 text-sm" />
      </label>
      {update.isPending ? <progress className="h-2 w-full" aria-label="Die Bestände werden gespeichert" /> : null}
      <div aria-live="polite" className="text-sm empty:hidden">
        {message ? (
          <div className={message.ok ? "text-brand" : "text-danger"}>
            <p>{message.text}</p>
            {message.changes?.length ? (
              <ul className="mt-1 list-disc pl-5 text-ink">
                {message.changes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <div>
        <Button type="submit" busy={update.isPending}>
          Bestände hochladen
        </Button>
      </div>
    </form>
  );
}
