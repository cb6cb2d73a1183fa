"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { TRACKING_CSV_MAX } from "@/lib/domain/operator/order-actions";
import { useOrderTrackingImport } from "./use-operator-orders";

/** Tracking numbers as CSV (Bestellnummer;Artikel;Versanddienst;Sendungsnummer), with the server's report per line. */
export function TrackingUpload() {
  const upload = useOrderTrackingImport();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file) return setError("Bitte wählen Sie eine CSV-Datei.");
    if (file.size > TRACKING_CSV_MAX) return setError("Die CSV-Datei ist größer als 300 kB. Bitte teilen Sie sie auf.");
    upload.mutate(
      { csv: await file.text() },
      { onError: (err) => setError(err instanceof ApiError ? err.message : "Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.") },
    );
  };

  return (
    <section className="flex flex-col gap-2 rounded border border-line p-4" aria-labelledby="tracking-upload-title">
      <h2 id="tracking-upload-title" className="text-lg font-semibold">
        Sendungsnummern hochladen
      </h2>
      <p className="text-sm text-muted">
        Eine CSV-Datei mit den Spalten Bestellnummer; Artikel (Artikelnummer oder EAN); Versanddienst; Sendungsnummer. Jede Zeile wird wie ein Versand
        von Hand gebucht; dieselbe Datei noch einmal bucht nichts doppelt.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="tracking-csv" className="text-sm font-medium">
            CSV-Datei mit Sendungsnummern
          </label>
          <input id="tracking-csv" type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <Button type="submit" busy={upload.isPending}>
          Hochladen
        </Button>
      </form>
      <p role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
      {upload.data ? (
        <div data-testid="tracking-report">
          <p className="text-sm font-medium" role="status">
            {upload.data.booked} Sendungen gebucht, {upload.data.failed} Zeilen mit Fehler.
          </p>
          <table className="mt-1 text-sm">
            <thead>
              <tr className="text-left">
                <th className="pr-3">Zeile</th>
                <th className="pr-3">Bestellung</th>
                <th className="pr-3">Artikel</th>
                <th className="pr-3">Ergebnis</th>
                <th>Hinweis</th>
              </tr>
            </thead>
            <tbody>
              {upload.data.lines.map((l) => (
                <tr key={l.row}>
                  <td className="pr-3">{l.row}</td>
                  <td className="pr-3">{l.idfs}</td>
                  <td className="pr-3">{l.article}</td>
                  <td className={l.result === "Fehler" ? "pr-3 text-danger" : "pr-3"}>{l.result}</td>
                  <td>{l.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
