import { csvHeaders, type CsvField } from "@/lib/domain/operator/csv-import";
import { importKindOf, type ImportFileKind } from "./upload-catalog-file";

export type ChosenImportFile = { file: File; kind: ImportFileKind; headers: string[]; fullLoad: boolean };

/** What the first 64 kB of a chosen file tell: its CSV headers, or whether a BMEcat file is a full load. */
async function inspect(file: File, kind: ImportFileKind): Promise<Pick<ChosenImportFile, "headers" | "fullLoad">> {
  const head = await file.slice(0, 64 * 1024).text();
  if (kind === "csv") return { headers: csvHeaders(head), fullLoad: false };
  return { headers: [], fullLoad: /<(?:[\w.-]+:)?T_NEW_CATALOG[\s>]/.test(head) };
}

/** The chosen file with what its first bytes tell, or the message why it cannot be imported. */
export async function readImportFile(file: File): Promise<ChosenImportFile | string> {
  const kind = importKindOf(file.name);
  if (!kind) return "Bitte wählen Sie eine BMEcat-Datei (.xml) oder eine CSV-Datei (.csv).";
  if (file.size === 0) return "Die Datei ist leer.";
  const seen = await inspect(file, kind);
  if (kind === "csv" && seen.headers.length === 0) return "In der ersten Zeile der CSV-Datei stehen keine Spaltennamen.";
  return { file, kind, ...seen };
}

/** Why a CSV column mapping cannot start an import, or null. */
export function csvMappingError(mapping: Partial<Record<CsvField, string>>): string | null {
  if (!mapping.article) return "Bitte wählen Sie die Spalte mit der Artikelnummer.";
  if (mapping.subcategory && !mapping.category) return "Eine Unterkategorie braucht auch die Spalte der Kategorie.";
  return null;
}
