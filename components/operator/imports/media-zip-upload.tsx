"use client";

import { ListTable } from "@/components/ui/list-table";
import { useId, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { queryKeys, type EndpointOutput } from "@/lib/api/client";
import { MAX_MEDIA_ZIP_BYTES, MAX_MEDIA_ZIP_LABEL } from "@/lib/domain/operator/media-zip-import";
import { ProgressBar, ReportSection, STATE_LABELS } from "./import-report";
import { Counts } from "./import-counts";
import { uploadMediaZip } from "./upload-catalog-file";
import { useCatalogMediaImportStatus } from "./use-catalog-imports";

/**
 * „Bilder (ZIP)“: a ZIP with the images the catalog's MIME_SOURCE names. The upload shows its progress; on
 * success the parent shows the ZIP's report (MediaZipReport).
 */
export function MediaZipUploadForm({ onStarted }: { onStarted: (importId: string, fileName: string) => void }) {
  const qc = useQueryClient();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);

  const choose = (f: File | undefined) => {
    setError(null);
    setFile(null);
    if (!f) return;
    if (!f.name.toLowerCase().endsWith(".zip")) return setError("Bitte wählen Sie eine ZIP-Datei (.zip).");
    if (f.size === 0) return setError("Die Datei ist leer.");
    if (f.size > MAX_MEDIA_ZIP_BYTES) return setError(`Die Datei ist größer als ${MAX_MEDIA_ZIP_LABEL}.`);
    setFile(f);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setError("Bitte wählen Sie zuerst eine ZIP-Datei.");
    setError(null);
    setUploading(0);
    try {
      const importId = await uploadMediaZip(file, setUploading);
      await qc.invalidateQueries({ queryKey: queryKeys.catalogImports() });
      onStarted(importId, file.name);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    } catch (e) {
      setError(e instanceof Error ? e.message : "Das Hochladen ist fehlgeschlagen.");
    } finally {
      setUploading(null);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded border border-line p-4" aria-labelledby="media-zip-title">
      <h2 id="media-zip-title" className="text-lg font-semibold">
        Bilder (ZIP)
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          ZIP-Datei mit Produktbildern (.zip)
        </label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          className="text-sm file:mr-3 file:rounded file:border file:border-line file:bg-surface file:px-3 file:py-2"
          onChange={(e) => choose(e.target.files?.[0])}
          disabled={uploading !== null}
        />
        <p className="text-sm text-muted">
          Höchstens {MAX_MEDIA_ZIP_LABEL}. Gespeichert werden die Bilder, deren Dateinamen ein Artikel im Katalog nennt (MIME_SOURCE), in zwei Größen.
        </p>
      </div>
      {uploading !== null ? <ProgressBar label="Fortschritt des Hochladens" value={uploading} max={100} text={`${uploading} % hochgeladen`} /> : null}
      <p aria-live="polite" role={error ? "alert" : undefined} className="text-sm text-danger empty:hidden">
        {error}
      </p>
      <div>
        <Button type="submit" busy={uploading !== null}>
          Bilder hochladen
        </Button>
      </div>
    </form>
  );
}

type Status = EndpointOutput<"catalogMediaImportStatus", "GET">;

/** One image ZIP's report, polled until it has been read: state, stored / failed / missing, each failure with its reason. */
export function MediaZipReport({ importId, title }: { importId: string; title: string }) {
  const status = useCatalogMediaImportStatus(importId);
  return (
    <ReportSection
      id={`media-report-${importId}`}
      title={title}
      testId="media-zip-report"
      query={status}
      loading="Der Stand des Bilder-Imports wird geladen …"
      failed="Der Stand des Bilder-Imports konnte nicht geladen werden."
    >
      {(data) => <MediaReportBody status={data} />}
    </ReportSection>
  );
}

function MediaReportBody({ status }: { status: Status }) {
  const going = status.state === "queued" || status.state === "running";
  return (
    <>
      <p aria-live="polite" className="font-semibold" data-testid="media-zip-state">
        {STATE_LABELS[status.state]}
        {status.state === "failed" ? " – es wurde kein Bild gespeichert." : null}
      </p>
      {going ? <ProgressBar label="Fortschritt des Bilder-Imports" value={0} max={0} text="Die Bilder werden gelesen und gespeichert …" /> : null}
      {status.state === "done" ? (
        <Counts
          testId="media-zip-counts"
          className="grid-cols-3"
          items={[
            ["Gespeichert", status.stored],
            ["Fehlgeschlagen", status.failed],
            ["Fehlen in der ZIP", status.missing],
          ]}
        />
      ) : null}
      {status.errors.length > 0 ? (
        <ListTable columns={["Datei", "Grund"]} minWidth="min-w-[480px]" testId="media-zip-errors">
          {status.errors.map((e, i) => (
            <tr key={i} className="border-b border-line align-top">
              <td className="py-2 pr-3">{e.entry ? <code className="break-all">{e.entry}</code> : "–"}</td>
              <td className="py-2">{e.reason}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </>
  );
}
