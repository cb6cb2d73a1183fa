"use client";

import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { PriceListEditor } from "./price-list-editor";
import { PriceListLines } from "./price-list-lines";
import { useDeletePriceList, usePriceLists } from "./use-price-lists";

type List = EndpointOutput<"priceLists", "GET">["lists"][number];

/**
 * Preislisten (issue 32 "Prices per studio"): every list with the studios that use it, directly and
 * through their master; its lines with a search; create, edit and (after a confirmation) delete.
 */
export function PriceListsScreen() {
  const lists = usePriceLists();
  const remove = useDeletePriceList();
  const toast = useToast();
  const [editing, setEditing] = useState<List | "new" | null>(null);
  const [viewing, setViewing] = useState<List | null>(null);
  const [deleting, setDeleting] = useState<List | null>(null);

  const confirmDelete = () => {
    const list = deleting;
    setDeleting(null);
    if (!list) return;
    remove.mutate(list.id, {
      onSuccess: () => {
        if (viewing?.id === list.id) setViewing(null);
        toast.show(`Preisliste „${list.name}“ gelöscht.`);
      },
      onError: (error) => toast.show(error instanceof ApiError ? error.message : "Die Preisliste konnte nicht gelöscht werden.", "error"),
    });
  };

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Preislisten</h1>
        <p className="text-sm text-muted">
          Vertragspreise je Studio oder Zentrale, mit Staffeln und Gültigkeit. Ein Studio zahlt den Preis seiner eigenen Liste, sonst den seiner
          Zentrale, sonst den Listenpreis. Per Schnittstelle pflegen Systeme sie mit <code>priceListUpsert</code> (Berechtigung{" "}
          <code>prices:write</code>).
        </p>
      </div>
      {editing ? (
        <PriceListEditor
          key={editing === "new" ? "new" : editing.id}
          list={editing === "new" ? null : editing}
          studios={lists.data?.studios ?? []}
          onDone={(message) => {
            setEditing(null);
            if (message) toast.show(message);
          }}
        />
      ) : (
        <div>
          <Button type="button" onClick={() => setEditing("new")} disabled={!lists.data}>
            Neue Preisliste
          </Button>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Vorhandene Preislisten</h2>
        <QueryStates query={lists} loading="Preislisten werden geladen …" failed="Die Preislisten konnten nicht geladen werden.">
          {(d) =>
            d.lists.length === 0 ? (
              <EmptyState>Noch keine Preislisten. Alle Studios zahlen Listenpreise.</EmptyState>
            ) : (
              <ListTable
                columns={["Name", "Studios", "Zeilen", "Geändert", { label: "Aktionen", hidden: true }]}
                minWidth="min-w-[640px]"
                testId="price-lists-table"
              >
                {d.lists.map((list) => (
                  <tr key={list.id} className="border-b border-line align-top" data-testid="price-list-row">
                    <td className="py-2 pr-3 font-semibold">{list.name}</td>
                    <td className="py-2 pr-3">
                      {list.stores.length === 0 ? <span className="text-muted">kein Studio</span> : null}
                      <ul>
                        {list.stores.map((s) => (
                          <li key={s.slug}>
                            {s.name} {s.isMaster ? <span className="text-xs text-muted">(Zentrale)</span> : null}
                          </li>
                        ))}
                        {list.inheritedBy.map((s) => (
                          <li key={s.slug} className="text-muted" data-testid="price-list-inherited">
                            {s.name} <span className="text-xs">(über die Zentrale)</span>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="py-2 pr-3">{list.lineCount.toLocaleString("de-DE")}</td>
                    <td className="py-2 pr-3">{berlinDateTimeText(list.updatedAt)}</td>
                    <td className="py-2">
                      <div className="flex flex-wrap gap-2">
                        <Button type="button" variant="secondary" onClick={() => setViewing(list)} aria-label={`Zeilen von „${list.name}“ ansehen`}>
                          Zeilen
                        </Button>
                        <Button
                          type="button"
                          variant="secondary"
                          onClick={() => setEditing(list)}
                          aria-label={`Preisliste „${list.name}“ bearbeiten`}
                        >
                          Bearbeiten
                        </Button>
                        <Button type="button" variant="secondary" onClick={() => setDeleting(list)} aria-label={`Preisliste „${list.name}“ löschen`}>
                          Löschen
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </ListTable>
            )
          }
        </QueryStates>
      </div>
      {viewing ? <PriceListLines key={viewing.id} list={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={`Preisliste „${deleting?.name ?? ""}“ löschen?`}
        description="Ihre Studios zahlen danach den Preis ihrer Zentrale oder den Listenpreis. Das lässt sich nicht rückgängig machen."
        confirmLabel="Löschen"
        onConfirm={confirmDelete}
      />
    </section>
  );
}
