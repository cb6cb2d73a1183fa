"use client";

import { useState } from "react";
import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { TRACKING_PLACEHOLDER, type CarrierDto } from "@/lib/domain/platform/carriers";
import { CarrierForm } from "./carrier-form";
import { useDeleteCarrier, useOperatorCarriers } from "./use-operator-carriers";

/**
 * Versanddienste (issue 43): the carriers the operator's shipment forms offer, with the pattern that
 * makes a tracking number a link; added, changed and removed (after a confirmation) here.
 */
export function CarriersScreen() {
  const list = useOperatorCarriers();
  const remove = useDeleteCarrier();
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CarrierDto | null>(null);

  const confirm = () => {
    const what = removing;
    setRemoving(null);
    if (!what) return;
    remove.mutate(
      { id: what.id },
      {
        onSuccess: () => toast.show(`Versanddienst ${what.name} entfernt.`),
        onError: (e) => toast.show(e instanceof ApiError ? e.message : "Der Versanddienst konnte nicht entfernt werden.", "error"),
      },
    );
  };

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Versanddienste</h1>
        <p className="text-sm text-muted">
          Diese Versanddienste stehen beim Versenden einer Bestellung zur Wahl. Steht im Link zur Sendungsverfolgung der Platzhalter{" "}
          <code>{TRACKING_PLACEHOLDER}</code>, wird die Sendungsnummer bei Studio und Betrieb ein Link zur Sendungsverfolgung; ohne Link erscheint sie
          als Text. Sendungen eines Versanddiensts, der hier nicht steht, behalten ihren Namen und zeigen die Nummer ohne Link.
        </p>
      </div>
      <CarrierForm />
      <QueryStates query={list} loading="Versanddienste werden geladen …" failed="Die Versanddienste konnten nicht geladen werden.">
        {(d) =>
          d.carriers.length === 0 ? (
            <EmptyState>Noch keine Versanddienste.</EmptyState>
          ) : (
            <ListTable
              columns={["Name", "Link zur Sendungsverfolgung", "Sendungsnummer", { label: "Aktionen", hidden: true }]}
              minWidth="min-w-[640px]"
            >
              {d.carriers.map((c) =>
                editing === c.id ? (
                  <tr key={c.id} className="border-t border-line">
                    <td colSpan={4} className="py-2">
                      <CarrierForm carrier={c} onDone={() => setEditing(null)} />
                    </td>
                  </tr>
                ) : (
                  <tr key={c.id} className="border-t border-line" data-testid="carrier">
                    <td className="py-1 pr-3 font-medium">{c.name}</td>
                    <td className="py-1 pr-3 break-all">{c.trackingUrlPattern ?? <span className="text-muted">kein Link</span>}</td>
                    <td className="py-1 pr-3">{c.needsTrackingNumber ? "Pflicht" : "freiwillig"}</td>
                    <td className="flex gap-2 py-1">
                      <Button type="button" variant="secondary" aria-label={`${c.name} bearbeiten`} onClick={() => setEditing(c.id)}>
                        Bearbeiten
                      </Button>
                      <Button type="button" variant="danger" aria-label={`${c.name} entfernen`} onClick={() => setRemoving(c)}>
                        Entfernen
                      </Button>
                    </td>
                  </tr>
                ),
              )}
            </ListTable>
          )
        }
      </QueryStates>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={`Versanddienst ${removing?.name ?? ""} entfernen?`}
        description="Er steht beim Versenden nicht mehr zur Wahl. Bisherige Sendungen behalten ihn, ihre Sendungsnummern erscheinen dann ohne Link."
        confirmLabel="Entfernen"
        onConfirm={confirm}
      />
    </section>
  );
}
