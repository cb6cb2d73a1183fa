"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CsvMappingFields } from "./csv-mapping-fields";
import { ProgressBar } from "./import-report";
import { useImportUpload } from "./use-import-upload";

/**
 * Step one of an import: choose a BMEcat (.xml) or CSV file; for a CSV the mapping step (a select per
 * shop field over the detected headers, prefilled by the German defaults) and full load or delta. Every
 * file is previewed first (nothing changes); the report then shows what it would do and "Übernehmen"
 * (import-preview.tsx). The upload shows its progress; on success the parent shows the import's report.
 */
export function ImportUploadForm({ onStarted }: { onStarted: (importId: string, fileName: string) => void }) {
  const inputId = useId();
  const { fileInput, chosen, mapping, setMapping, mode, setMode, error, uploading, choose, submit } = useImportUpload(onStarted);

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
        <CsvMappingFields
          idPrefix={inputId}
          headers={chosen.headers}
          mapping={mapping}
          onMappingChange={setMapping}
          mode={mode}
          onModeChange={setMode}
        />
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
