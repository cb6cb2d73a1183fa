"use client";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDate, formatEuros } from "@/lib/domain/platform/format";
import { RefundRow } from "./refund-row";
import { useRefundsDueScreen } from "./use-refunds-due";

/**
 * Erstattungen: what credit notes of paid orders pay back. The due ones with an account go into one SEPA
 * file for online banking ("SEPA-Datei herunterladen"); once the bank transferred them, the operator
 * marks them with the day ("Als überwiesen markieren", after a confirmation).
 */
export function RefundsDue() {
  const r = useRefundsDueScreen();
  const { list, refunds, exportable, chosen, date } = r;

  return (
    <section className="flex flex-col gap-3" aria-labelledby="refunds-title">
      <h2 id="refunds-title" className="text-lg font-semibold">
        Erstattungen
      </h2>
      <p className="text-sm text-muted">
        Gutschriften bezahlter Bestellungen werden auf das Konto erstattet, von dem die Zahlung kam. Laden Sie die SEPA-Datei (pain.001) herunter,
        geben Sie sie im Online-Banking frei und markieren Sie die Erstattungen danach als überwiesen.
      </p>
      {list.isPending ? (
        <p className="text-sm text-muted">Erstattungen werden geladen …</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          Die Erstattungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      ) : refunds.length === 0 ? (
        <p className="rounded border border-dashed border-line px-4 py-6 text-center text-sm" data-testid="refunds-empty">
          Keine offenen Erstattungen.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" onClick={r.onExport} disabled={r.exportBusy || exportable.count === 0}>
              {r.exportBusy ? "Datei wird erstellt …" : `SEPA-Datei herunterladen (${exportable.count}, ${formatEuros(exportable.sum)})`}
            </Button>
          </div>
          <ul className="flex flex-col gap-2">
            {refunds.map((refund) => (
              <RefundRow key={refund.id} refund={refund} checked={r.selected.has(refund.id)} onToggle={() => r.toggle(refund.id)} />
            ))}
          </ul>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor="refunds-done-date" className="text-sm font-medium">
                Überwiesen am
              </label>
              <input
                id="refunds-done-date"
                type="date"
                className="rounded border border-line px-3 py-2"
                value={date}
                onChange={(e) => r.setDate(e.target.value)}
              />
            </div>
            <Button type="button" variant="secondary" onClick={r.askDone} disabled={r.markBusy}>
              Als überwiesen markieren ({chosen.count})
            </Button>
          </div>
        </>
      )}
      {r.error ? (
        <p role="alert" className="text-sm text-danger">
          {r.error}
        </p>
      ) : null}
      <ConfirmDialog
        open={r.confirming}
        onOpenChange={r.setConfirming}
        title={`${chosen.count} Erstattung${chosen.count === 1 ? "" : "en"} über ${formatEuros(chosen.sum)} als überwiesen am ${formatDate(date)} markieren?`}
        description="Das Studio sieht danach „Erstattung … überwiesen am …“ bei seiner Bestellung. Das lässt sich nicht rückgängig machen."
        confirmLabel="Als überwiesen markieren"
        onConfirm={r.confirmDone}
      />
    </section>
  );
}
