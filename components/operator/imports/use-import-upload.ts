"use client";

import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/client";
import { prefilledMapping, type CsvField, type CsvMapping, type CsvMode } from "@/lib/domain/operator/csv-import";
import { csvMappingError, readImportFile, type ChosenImportFile } from "./import-file-choice";
import { uploadCatalogFile } from "./upload-catalog-file";

/** The upload form's state: the chosen file, its CSV mapping and mode, the upload's progress and error. */
export function useImportUpload(onStarted: (importId: string, fileName: string) => void) {
  const qc = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenImportFile | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<CsvField, string>>>({});
  const [mode, setMode] = useState<CsvMode>("delta");
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);

  // The chosen file's first bytes are read before its kind is known; a click on „Vorschau erstellen“ meanwhile
  // waits for that reading instead of answering „Bitte wählen Sie zuerst eine Datei.“
  const reading = useRef<Promise<ChosenImportFile | null> | null>(null);

  const read = async (file: File | undefined): Promise<ChosenImportFile | null> => {
    if (!file) return null;
    const next = await readImportFile(file);
    if (typeof next === "string") {
      setError(next);
      return null;
    }
    setMapping(prefilledMapping(next.headers));
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

  const start = async (file: ChosenImportFile) => {
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

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = chosen ?? (reading.current ? await reading.current : null);
    if (!file) {
      setError((e) => e ?? "Bitte wählen Sie zuerst eine Datei.");
      return;
    }
    // A CSV file read only now: its mapping step is shown first, to be checked before the import starts.
    if (!chosen && file.kind === "csv") return;
    const mappingError = file.kind === "csv" ? csvMappingError(mapping) : null;
    if (mappingError) {
      setError(mappingError);
      return;
    }
    void start(file);
  };

  return { fileInput, chosen, mapping, setMapping, mode, setMode, error, uploading, choose, submit };
}
