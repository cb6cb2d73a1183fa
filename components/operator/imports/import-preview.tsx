"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ListTable } from "@/components/ui/list-table";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { berlinDateText } from "@/lib/domain/platform/berlin-time";
import { Counts } from "./import-counts";
import { useApplyPreview, useUndoImport } from "./use-catalog-imports";

type Status = EndpointOutput<"catalogImportStatus", "GET">;

const n = (x: number) => x.toLocaleString("de-DE");
const euro = (cents: number) => (cents / 100).toLocaleString("de-DE", { style: "currency", currency: "EUR" });

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : "Das hat nicht geklappt. Bitte versuchen Sie es erneut.");

/** The ten largest list price changes: article, name, old and new net price. */
export function PriceChanges({ changes }: { changes: Status["priceChanges"] }) {
  if (changes.length === 0) return <p className="text-sm text-muted">Keine Listenpreise ändern sich.</p>;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">Die {n(changes.length)} größten Preisänderungen</h3>
      <ListTable columns={["Artikel", "Bezeichnung", "Bisher (netto)", "Neu (netto)"]} minWidth="min-w-[560px]" testId="import-price-changes">
        {changes.map((c) => (
          <tr key={c.article} className="border-b border-line align-top">
            <td className="py-2 pr-3 whitespace-nowrap">{c.article}</td>
            <td className="py-2 pr-3">{c.name ?? "–"}</td>
            <td className="py-2 pr-3 whitespace-nowrap">{euro(c.oldCents)}</td>
            <td className="py-2 whitespace-nowrap">{euro(c.newCents)}</td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}

/**
 * A preview's result: what the import would do (counts and the largest price changes), then
 * "Übernehmen". A full load that withdraws more than 20 % of the active articles needs the number typed
 * in; the button stays disabled until it matches.
 */
export function PreviewPanel({ importId, status }: { importId: string; status: Status }) {
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [asking, setAsking] = useState(false);
  const apply = useApplyPreview(importId);
  const matches = typed.replace(/\./g, "").trim() === String(status.withdrawn);
  const ready = !status.confirmNeeded || matches;
  const go = () => apply.mutate(status.confirmNeeded || status.withdrawn > 0 ? status.withdrawn : undefined);
  return (
    <div className="flex flex-col gap-3" data-testid="import-preview">
      <p className="text-sm">Noch hat sich nichts geändert. So würde der Import den Shop ändern:</p>
      <Counts
        testId="import-counts"
        className="grid-cols-2 sm:grid-cols-3"
        items={[
          ["Neu", status.created],
          ["Geändert", status.updated],
          ["Zurückgezogen", status.withdrawn],
          ["Unverändert", status.unchanged],
          ["Fehler", status.errors.length],
          ["Hinweise", status.warningCount],
        ]}
      />
      <PriceChanges changes={status.priceChanges} />
      {status.confirmNeeded ? (
        <div className="flex flex-col gap-1 rounded border border-danger p-3 text-sm">
          <label htmlFor={inputId} className="font-medium">
            Dieser Katalog zieht {n(status.withdrawn)} von {n(status.activeBefore ?? 0)} aktiven Artikeln zurück (mehr als 20 %). Geben Sie zur
            Bestätigung die Zahl {n(status.withdrawn)} ein.
          </label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-40 rounded border border-line px-2 py-2"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      ) : null}
      <p aria-live="polite" role={apply.isError ? "alert" : undefined} className="text-sm text-danger empty:hidden">
        {apply.isError ? errorText(apply.error) : null}
      </p>
      <div>
        <Button
          type="button"
          disabled={!ready}
          busy={apply.isPending}
          onClick={() => (status.withdrawn > 0 && !status.confirmNeeded ? setAsking(true) : go())}
        >
          Übernehmen
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Katalog übernehmen?"
        description={`${n(status.withdrawn)} Artikel werden als nicht mehr lieferbar zurückgezogen. Bestellungen und Merklisten behalten sie; der Import lässt sich 30 Tage lang rückgängig machen.`}
        confirmLabel="Übernehmen"
        onConfirm={() => {
          setAsking(false);
          go();
        }}
      />
    </div>
  );
}

/** An applied import's undo (30 days): asks first, then puts the shop back as it was before the import. */
export function UndoPanel({ importId, status }: { importId: string; status: Status }) {
  const [asking, setAsking] = useState(false);
  const undo = useUndoImport(importId);
  if (status.undoneAt) return <p className="text-sm font-semibold">Rückgängig gemacht am {berlinDateText(status.undoneAt)}.</p>;
  if (!status.undoUntil) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">Dieser Import lässt sich bis zum {berlinDateText(status.undoUntil)} rückgängig machen.</p>
      <p aria-live="polite" role={undo.isError ? "alert" : undefined} className="text-sm text-danger empty:hidden">
        {undo.isError ? errorText(undo.error) : null}
      </p>
      <div>
        <Button type="button" variant="secondary" busy={undo.isPending} onClick={() => setAsking(true)}>
          Import rückgängig machen
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Import rückgängig machen?"
        description="Zurückgezogene Artikel kommen zurück, Preise, Merkmale und Bilder werden wie vor dem Import; neue Artikel verschwinden wieder aus dem Shop."
        confirmLabel="Rückgängig machen"
        onConfirm={() => {
          setAsking(false);
          undo.mutate(undefined);
        }}
      />
    </div>
  );
}
