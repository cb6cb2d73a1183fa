"use client";

import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import type { EndpointOutput } from "@/lib/api/client";
import { PriceListEditor } from "./price-list-editor";
import { PriceListLines } from "./price-list-lines";
import { PriceListRow } from "./price-list-row";
import { usePriceListDeletion } from "./use-price-list-deletion";
import { usePriceLists } from "./use-price-lists";

type List = EndpointOutput<"priceLists", "GET">["lists"][number];

/**
 * Preislisten (issue 32 "Prices per studio"): every list with the studios that use it, directly and
 * through their master; its lines with a search; create, edit and (after a confirmation) delete.
 */
export function PriceListsScreen() {
  const lists = usePriceLists();
  const toast = useToast();
  const [editing, setEditing] = useState<List | "new" | null>(null);
  const [viewing, setViewing] = useState<List | null>(null);
  const { deleting, setDeleting, confirmDelete } = usePriceListDeletion((list) => {
    if (viewing?.id === list.id) setViewing(null);
  });

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
                  <PriceListRow
                    key={list.id}
                    list={list}
                    onView={() => setViewing(list)}
                    onEdit={() => setEditing(list)}
                    onDelete={() => setDeleting(list)}
                  />
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
