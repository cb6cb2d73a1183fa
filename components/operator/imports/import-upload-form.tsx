"use client";

import { useId, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { queryKeys } from "@/lib/api/client";
import {
  CSV_FIELDS,
  CSV_FIELD_LABELS,
  csvHeaders,
  FEATURE_PREFIX,
  prefilledMapping,
  type CsvField,
  type CsvMapping,
  type CsvMode,
} from "@/lib/domain/operator/csv-import";
import { ProgressBar } from "./import-report";
import { importKindOf, uploadCatalogFile, type ImportFileKind } from "./upload-catalog-file";

type Chosen = { file: File; kind: ImportFileKind; headers: string[]; fullLoad: boolean };

/** What the first 64 kB of a chosen file tell: its CSV headers, or whether a BMEcat file is a full load. */
async function inspect(file: File, kind: ImportFileKind): Promise<Pick<Chosen, "headers" | "fullLoad">> {
  const head = await file.slice(0, 64 * 1024).text();
  if (kind === "csv") return { headers: csvHeaders(head), fullLoad: false };
  return { headers: [], fullLoad: /<(?:[\w.-]+:)?T_NEW_CATALOG[\s>]/.test(head) };
}

/**
 * Step one of an import: choose a BMEcat (.xml) or CSV file; for a CSV the mapping step (a select per
 * shop field over the detected headers, prefilled by the German defaults) and full load or delta. Every
 * file is previewed first (nothing changes); the report then shows what it would do and "Übernehmen"
 * (import-preview.tsx). The upload shows its progress; on success the parent shows the import's report.
 */
export function ImportUploadForm({ onStarted }: { onStarted: (importId: string, fileName: string) => void }) {
  const qc = useQueryClient();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<CsvField, string>>>({});
  const [mode, setMode] = useState<CsvMode>("delta");
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);

  // The chosen file's first bytes are read before its kind is known; a click on „Vorschau erstellen“ meanwhile
  // waits for that reading instead of answering „Bitte wählen Sie zuerst eine Datei.“
  const reading = useRef<Promise<Chosen | null> | null>(null);

  const read = async (file: File | undefined): Promise<Chosen | null> => {
    if (!file) return null;
    const kind = importKindOf(file.name);
    if (!kind) {
      setError("Bitte wählen Sie eine BMEcat-Datei (.xml) oder eine CSV-Datei (.csv).");
      return null;
    }
    if (file.size === 0) {
      setError("Die Datei ist leer.");
      return null;
    }
    const seen = await inspect(file, kind);
    if (kind === "csv" && seen.headers.length === 0) {
      setError("In der ersten Zeile der CSV-Datei stehen keine Spaltennamen.");
      return null;
    }
    setMapping(prefilledMapping(seen.headers));
    const next = { file, kind, ...seen };
    setChosen(next);
    return next;
  };

  const choose = (file: File | undefined) => {
    setError(null);
    setChosen(null);
    const pending = read(file);
    reading.current = pending;
    void pending.finally(() => {
      if (reading.current === pending) reading.current = null;
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = chosen ?? (reading.current ? await reading.current : null);
    if (!file) {
      setError((e) => e ?? "Bitte wählen Sie zuerst eine Datei.");
      return;
    }
    // A CSV file read only now: its mapping step is shown first, to be checked before the import starts.
    if (!chosen && file.kind === "csv") return;
    if (file.kind === "csv" && !mapping.article) {
      setError("Bitte wählen Sie die Spalte mit der Artikelnummer.");
      return;
    }
    if (file.kind === "csv" && mapping.subcategory && !mapping.category) {
      setError("Eine Unterkategorie braucht auch die Spalte der Kategorie.");
      return;
    }
    void start(file);
  };

  const start = async (file: Chosen | null = chosen) => {
    if (!file) return;
    setError(null);
    setUploading(0);
    try {
      const csvMapping = Object.fromEntries(Object.entries(mapping).filter(([, v]) => v)) as unknown as CsvMapping;
      const importId = await uploadCatalogFile(file.file, file.kind, file.kind === "csv" ? { mapping: csvMapping, mode } : {}, setUploading);
      await qc.invalidateQueries({ queryKey: queryKeys.catalogImports() });
      onStarted(importId, file.file.name);
      setChosen(null);
      if (fileInput.current) fileInput.current.value = "";
    } catch (e) {
      setError(e instanceof Error ? e.message : "Das Hochladen ist fehlgeschlagen.");
    } finally {
      setUploading(null);
    }
  };

  const featureColumns = chosen?.headers.filter((h) => h.startsWith(FEATURE_PREFIX)) ?? [];

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4 rounded border border-line p-4"
      aria-labelledby="import-upload-title"
    >
      <h2 id="import-upload-title" className="text-lg font-semibold">
        Datei importieren
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          BMEcat-Datei (.xml) oder CSV-Datei (.csv)
        </label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".xml,.csv,application/xml,text/xml,text/csv"
          className="text-sm file:mr-3 file:rounded file:border file:border-line file:bg-surface file:px-3 file:py-2"
          onChange={(e) => choose(e.target.files?.[0])}
          disabled={uploading !== null}
        />
        <p className="text-sm text-muted">
          Höchstens 1 GB. Jede Datei wird zuerst geprüft und als Vorschau gezeigt; erst „Übernehmen“ ändert den Shop. Eine fehlerhafte Datei wird ganz
          abgelehnt.
        </p>
      </div>

      {chosen?.kind === "csv" ? (
        <fieldset className="flex flex-col gap-3" data-testid="csv-mapping">
          <legend className="mb-1 font-semibold">Spalten zuordnen</legend>
          <p className="text-sm text-muted">
            Gefundene Spalten: {chosen.headers.join(", ")}.
            {featureColumns.length > 0
              ? ` Als Merkmale werden übernommen: ${featureColumns.join(", ")}.`
              : ` Spalten wie „${FEATURE_PREFIX}Breite (cm)“ werden als Merkmale übernommen.`}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {CSV_FIELDS.map((field) => (
              <div key={field} className="flex flex-col gap-1 text-sm">
                <label htmlFor={`${inputId}-${field}`} className="font-medium">
                  {CSV_FIELD_LABELS[field]}
                  {field === "article" ? <span aria-hidden> *</span> : null}
                </label>
                <select
                  id={`${inputId}-${field}`}
                  className="rounded border border-line bg-white px-2 py-2"
                  value={mapping[field] ?? ""}
                  required={field === "article"}
                  onChange={(e) => setMapping((m) => ({ ...m, [field]: e.target.value || undefined }))}
                >
                  <option value="">– nicht übernehmen –</option>
                  {chosen.headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="mb-1 font-medium">Art des Imports</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="csv-mode" value="delta" checked={mode === "delta"} onChange={() => setMode("delta")} />
              Ergänzen: neue Artikel anlegen, vorhandene ändern
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="csv-mode" value="full" checked={mode === "full"} onChange={() => setMode("full")} />
              Vollständiger Katalog: Artikel, die in der Datei fehlen, werden zurückgezogen
            </label>
          </fieldset>
        </fieldset>
      ) : null}

      {chosen?.kind === "bmecat" ? (
        <p className="text-sm">
          BMEcat-Datei „{chosen.file.name}“
          {chosen.fullLoad ? " – ein vollständiger Katalog (T_NEW_CATALOG): Artikel, die darin fehlen, werden zurückgezogen." : "."}
        </p>
      ) : null}

      {uploading !== null ? <ProgressBar label="Fortschritt des Hochladens" value={uploading} max={100} text={`${uploading} % hochgeladen`} /> : null}
      <p aria-live="polite" role={error ? "alert" : undefined} className="text-sm text-danger empty:hidden">
        {error}
      </p>
      <div>
        <Button type="submit" busy={uploading !== null}>
          Vorschau erstellen
        </Button>
      </div>
    </form>
  );
}
