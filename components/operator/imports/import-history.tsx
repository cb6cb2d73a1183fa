"use client";

import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { Button } from "@/components/ui/button";
import type { EndpointOutput } from "@/lib/api/client";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { MEDIA_ZIP_FORMAT } from "@/lib/domain/operator/media-zip-import";
import { STATE_LABELS } from "./import-report";
import { useCatalogImports } from "./use-catalog-imports";

type Summary = EndpointOutput<"catalogImports", "GET">["imports"][number];

const n = (x: number) => x.toLocaleString("de-DE");

/** "BMEcat (Katalog)", "CSV (Ergänzung)": the file's kind and what it does. */
function kindText(i: Summary): string {
  if (i.format === MEDIA_ZIP_FORMAT) return "Bilder (ZIP)";
  if (i.format === "csv") return i.csvMode === "full" ? "CSV, vollständig" : "CSV, Ergänzung";
  const t: Record<string, string> = { T_NEW_CATALOG: "vollständig", T_UPDATE_PRODUCTS: "Artikeländerung", T_UPDATE_PRICES: "Preisänderung" };
  return i.transaction && t[i.transaction] ? `BMEcat, ${t[i.transaction]}` : "BMEcat";
}

function resultText(i: Summary): string {
  if (i.state === "failed") return `${n(i.errorCount)} Fehler`;
  if (i.state === "done" && i.format === MEDIA_ZIP_FORMAT)
    return `${n(i.created)} Bilder gespeichert, ${n(i.updated)} fehlgeschlagen, ${n(i.withdrawn)} fehlen`;
  if (i.state === "done") return `${n(i.created)} neu, ${n(i.updated)} geändert, ${n(i.withdrawn)} zurückgezogen`;
  return i.total > 0 ? `${n(i.processed)} von ${n(i.total)}` : "–";
}

/** The history of imports (newest first, 20 a page): when, who or which key, file, kind, state, counts; each opens its report. */
export function ImportHistory({
  page,
  onPage,
  openId,
  onOpen,
}: {
  page: number;
  onPage: (p: number) => void;
  openId: string | null;
  onOpen: (i: Summary) => void;
}) {
  const list = useCatalogImports(page);
  return (
    <section className="flex flex-col gap-2" aria-labelledby="import-history-title">
      <h2 id="import-history-title" className="text-lg font-semibold">
        Verlauf
      </h2>
      <QueryStates query={list} loading="Importe werden geladen …" failed="Die Importe konnten nicht geladen werden.">
        {(d) =>
          d.imports.length === 0 ? (
            <EmptyState>Noch keine Importe.</EmptyState>
          ) : (
            <>
              <ListTable
                columns={["Zeitpunkt", "Von", "Datei", "Art", "Zustand", "Ergebnis", { label: "Bericht", hidden: true }]}
                minWidth="min-w-[720px]"
                testId="import-history"
                labelledBy="import-history-title"
              >
                {d.imports.map((i) => (
                  <tr key={i.id} className={`border-b border-line align-top ${openId === i.id ? "bg-surface" : ""}`} data-testid="import-row">
                    <td className="py-2 pr-3 whitespace-nowrap">{berlinDateTimeText(i.createdAt)}</td>
                    <td className="py-2 pr-3">{i.startedBy ? (i.startedByKind === "key" ? `API-Schlüssel „${i.startedBy}“` : i.startedBy) : "–"}</td>
                    <td className="py-2 pr-3 break-all">{i.fileName ?? "–"}</td>
                    <td className="py-2 pr-3">{kindText(i)}</td>
                    <td className="py-2 pr-3">{STATE_LABELS[i.state]}</td>
                    <td className="py-2 pr-3">{resultText(i)}</td>
                    <td className="py-2">
                      <Button
                        type="button"
                        variant="secondary"
                        onClick={() => onOpen(i)}
                        aria-label={`Bericht zu ${i.fileName ?? "diesem Import"} öffnen`}
                        aria-pressed={openId === i.id}
                      >
                        Bericht
                      </Button>
                    </td>
                  </tr>
                ))}
              </ListTable>
              {d.pages > 1 ? (
                <nav className="flex items-center gap-3 text-sm" aria-label="Seiten der Importe">
                  <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                    Zurück
                  </Button>
                  <span>
                    Seite {page} von {d.pages}
                  </span>
                  <Button type="button" variant="secondary" disabled={page >= d.pages} onClick={() => onPage(page + 1)}>
                    Weiter
                  </Button>
                </nav>
              ) : null}
            </>
          )
        }
      </QueryStates>
    </section>
  );
}
