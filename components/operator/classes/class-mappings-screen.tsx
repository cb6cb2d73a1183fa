"use client";

import { useState } from "react";
import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { classLabel } from "@/lib/domain/operator/bmecat-classes";
import { useClassMappings, useSetClassMapping } from "./use-class-mappings";

type Data = EndpointOutput<"operatorClassMappings", "GET">;
type Row = Data["classes"][number];

/** "12" (a category) or "12/34" (a category and its subcategory): the value of one option of the select. */
const placeValue = (categoryId: number, subCategoryId: number | null) => (subCategoryId ? `${categoryId}/${subCategoryId}` : String(categoryId));

function ClassRow({ row, data }: { row: Row; data: Data }) {
  const set = useSetClassMapping();
  const toast = useToast();
  const current = row.categoryId
    ? placeValue(row.categoryId, row.subCategoryId)
    : row.suggestions[0]
      ? placeValue(row.suggestions[0].categoryId, row.suggestions[0].subCategoryId)
      : "";
  const [value, setValue] = useState(current);
  const label = classLabel(row);
  const save = () => {
    const [c, s] = value.split("/").map(Number);
    set.mutate(
      { system: row.system, code: row.code, categoryId: c, subCategoryId: s || null },
      {
        onSuccess: (r) => toast.show(`${label} zugeordnet${r.placed ? `; ${r.placed.toLocaleString("de-DE")} Artikel jetzt sichtbar` : ""}.`),
        onError: (e) => toast.show(e instanceof ApiError ? e.message : "Die Zuordnung konnte nicht gespeichert werden.", "error"),
      },
    );
  };
  return (
    <tr className="border-t border-line" data-testid="class-row">
      <td className="py-1 pr-3">
        <span className="font-medium">{row.system}</span> {row.code}
        {row.name ? <span className="text-muted"> · {row.name}</span> : null}
      </td>
      <td className="py-1 pr-3">{row.articles.toLocaleString("de-DE")}</td>
      <td className="py-1 pr-3">{row.categoryId ? "zugeordnet" : <strong>Nicht zugeordnet ({row.unmapped.toLocaleString("de-DE")})</strong>}</td>
      <td className="py-1 pr-3">
        <select
          aria-label={`Kategorie für ${label}`}
          className="rounded border border-line px-2 py-1"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        >
          <option value="">Kategorie wählen …</option>
          {row.suggestions.length ? (
            <optgroup label="Vorschläge">
              {row.suggestions.map((s) => (
                <option key={`v${placeValue(s.categoryId, s.subCategoryId)}`} value={placeValue(s.categoryId, s.subCategoryId)}>
                  {s.label}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label="Alle Kategorien">
            {data.categories.map((c) => (
              <option key={c.id} value={placeValue(c.parentId ?? c.id, c.parentId ? c.id : null)}>
                {c.parentName ? `${c.parentName} › ${c.name}` : c.name}
              </option>
            ))}
          </optgroup>
        </select>
      </td>
      <td className="py-1">
        <Button type="button" variant="secondary" disabled={!value || set.isPending} onClick={save} aria-label={`${label} zuordnen`}>
          Zuordnen
        </Button>
      </td>
    </tr>
  );
}

/**
 * Klassen (issue 42): each class the imports met (ECLASS, ETIM, a supplier's own) and the shop category
 * it stands for. Unmapped classes come first with suggestions by their name; mapping one places its
 * articles that were held back as "Nicht zugeordnet", and every later import uses the mapping.
 */
export function ClassMappingsScreen() {
  const list = useClassMappings();
  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Klassen</h1>
        <p className="text-sm text-muted">
          Artikel, die nur nach ECLASS, ETIM oder den Warengruppen des Lieferanten klassifiziert sind, erscheinen in der Kategorie, der Sie ihre
          Klasse zuordnen. Bis dahin sind sie „Nicht zugeordnet“ und für Studios nicht sichtbar.
        </p>
      </div>
      <QueryStates query={list} loading="Klassen werden geladen …" failed="Die Klassen konnten nicht geladen werden.">
        {(d) => (
          <>
            {d.classes.length === 0 ? (
              <EmptyState>Noch keine Klassen: sie erscheinen mit dem ersten Import, der ECLASS, ETIM oder eigene Warengruppen nennt.</EmptyState>
            ) : (
              <ListTable columns={["Klasse", "Artikel", "Zustand", "Kategorie", { label: "Aktion", hidden: true }]} minWidth="min-w-[760px]">
                {d.classes.map((row) => (
                  <ClassRow key={`${row.system}:${row.code}`} row={row} data={d} />
                ))}
              </ListTable>
            )}
            <div className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold">Nicht zugeordnete Artikel</h2>
              {d.unmappedArticles.length === 0 ? (
                <EmptyState>Alle Artikel sind einer Kategorie zugeordnet.</EmptyState>
              ) : (
                <ListTable columns={["Artikelnummer", "Bezeichnung", "Klasse"]} minWidth="min-w-[560px]" testId="unmapped-articles">
                  {d.unmappedArticles.map((a) => (
                    <tr key={a.id} className="border-t border-line">
                      <td className="py-1 pr-3">{a.producerId}</td>
                      <td className="py-1 pr-3">{a.name}</td>
                      <td className="py-1">{a.system && a.code ? `${a.system} ${a.code}` : "–"}</td>
                    </tr>
                  ))}
                </ListTable>
              )}
            </div>
          </>
        )}
      </QueryStates>
    </section>
  );
}
