"use client";

import { CSV_FIELDS, CSV_FIELD_LABELS, FEATURE_PREFIX, type CsvField, type CsvMode } from "@/lib/domain/operator/csv-import";

type Mapping = Partial<Record<CsvField, string>>;

/** A CSV import's mapping step: a select per shop field over the file's headers, and full load or delta. */
export function CsvMappingFields({
  idPrefix,
  headers,
  mapping,
  onMappingChange,
  mode,
  onModeChange,
}: {
  idPrefix: string;
  headers: string[];
  mapping: Mapping;
  onMappingChange: (update: (m: Mapping) => Mapping) => void;
  mode: CsvMode;
  onModeChange: (mode: CsvMode) => void;
}) {
  const featureColumns = headers.filter((h) => h.startsWith(FEATURE_PREFIX));
  return (
    <fieldset className="flex flex-col gap-3" data-testid="csv-mapping">
      <legend className="mb-1 font-semibold">Spalten zuordnen</legend>
      <p className="text-sm text-muted">
        Gefundene Spalten: {headers.join(", ")}.
        {featureColumns.length > 0
          ? ` Als Merkmale werden übernommen: ${featureColumns.join(", ")}.`
          : ` Spalten wie „${FEATURE_PREFIX}Breite (cm)“ werden als Merkmale übernommen.`}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {CSV_FIELDS.map((field) => (
          <div key={field} className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${idPrefix}-${field}`} className="font-medium">
              {CSV_FIELD_LABELS[field]}
              {field === "article" ? <span aria-hidden> *</span> : null}
            </label>
            <select
              id={`${idPrefix}-${field}`}
              className="rounded border border-line bg-white px-2 py-2"
              value={mapping[field] ?? ""}
              required={field === "article"}
              onChange={(e) => onMappingChange((m) => ({ ...m, [field]: e.target.value || undefined }))}
            >
              <option value="">– nicht übernehmen –</option>
              {headers.map((h) => (
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
          <input type="radio" name="csv-mode" value="delta" checked={mode === "delta"} onChange={() => onModeChange("delta")} />
          Ergänzen: neue Artikel anlegen, vorhandene ändern
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="csv-mode" value="full" checked={mode === "full"} onChange={() => onModeChange("full")} />
          Vollständiger Katalog: Artikel, die in der Datei fehlen, werden zurückgezogen
        </label>
      </fieldset>
    </fieldset>
  );
}
