"use client";

import { useState } from "react";
import { ImportHistory } from "./import-history";
import { ImportReport } from "./import-report";
import { ImportUploadForm } from "./import-upload-form";
import { MediaZipReport, MediaZipUploadForm } from "./media-zip-upload";

/**
 * Importe (issue 32): upload a BMEcat or CSV file (CSV with its column mapping) or a ZIP of product images,
 * follow the import's progress and report, and open the report of any earlier import from the history.
 */
export function ImportsScreen() {
  const [open, setOpen] = useState<{ id: string; title: string; images?: boolean } | null>(null);
  const [page, setPage] = useState(1);
  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Importe</h1>
        <p className="text-sm text-muted">
          Laden Sie den Katalog Ihrer Lieferanten als BMEcat- oder CSV-Datei. Jede Datei wird zuerst vollständig geprüft; nur eine fehlerfreie Datei
          ändert den Shop. Systeme erreichen denselben Import mit einem API-Schlüssel (<code>POST /api/catalogImport</code>).
        </p>
      </div>
      <ImportUploadForm
        onStarted={(id, fileName) => {
          setPage(1);
          setOpen({ id, title: `Import „${fileName}“` });
        }}
      />
      <MediaZipUploadForm
        onStarted={(id, fileName) => {
          setPage(1);
          setOpen({ id, title: `Bilder „${fileName}“`, images: true });
        }}
      />
      {open?.images ? <MediaZipReport key={open.id} importId={open.id} title={open.title} /> : null}
      {open && !open.images ? <ImportReport key={open.id} importId={open.id} title={open.title} /> : null}
      <ImportHistory
        page={page}
        onPage={setPage}
        openId={open?.id ?? null}
        onOpen={(i) =>
          setOpen(
            i.format === "media-zip"
              ? { id: i.id, title: `Bilder „${i.fileName ?? "ohne Dateinamen"}“`, images: true }
              : { id: i.id, title: `Import „${i.fileName ?? "ohne Dateinamen"}“` },
          )
        }
      />
    </section>
  );
}
