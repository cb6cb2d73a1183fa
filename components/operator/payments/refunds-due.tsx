"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { formatDate, formatEuros } from "@/lib/domain/platform/format";
import { formatIban } from "@/lib/domain/platform/iban";
import { refundMarkDoneSchema } from "@/lib/domain/operator/refund-schema";
import { RefundAccountForm } from "./refund-account-form";
import { useRefundMarkDone, useRefundsDue, useRefundsExport } from "./use-refunds";

type Refund = EndpointOutput<"refundsDue", "GET">["refunds"][number];

const sum = (list: Refund[]) => list.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100;

/**
 * Erstattungen: what credit notes of paid orders pay back. The due ones with an account go into one SEPA
 * file for online banking ("SEPA-Datei herunterladen"); once the bank transferred them, the operator
 * marks them with the day ("Als überwiesen markieren", after a confirmation).
 */
export function RefundsDue() {
  const list = useRefundsDue();
  const exporting = useRefundsExport();
  const markDone = useRefundMarkDone();
  const toast = useToast();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [date, setDate] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.message : "Das hat nicht geklappt. Bitte versuchen Sie es erneut.");

  const refunds = list.data?.refunds ?? [];
  const exportable = refunds.filter((r) => r.state === "due" && r.iban);
  const chosen = refunds.filter((r) => selected.has(r.id));
  const toggle = (id: string) => setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));

  const onExport = () => {
    setError(null);
    exporting.mutate(undefined, {
      onSuccess: (count) => toast.show(`SEPA-Datei mit ${count} Erstattung${count === 1 ? "" : "en"} heruntergeladen.`),
      onError: fail,
    });
  };
  const askDone = () => {
    const parsed = refundMarkDoneSchema.safeParse({ ids: [...selected], date });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    setConfirming(true);
  };
  const confirmDone = () =>
    markDone.mutate(
      { ids: [...selected], date },
      {
        onSuccess: (res) => {
          toast.show(`${res.done} Erstattung${res.done === 1 ? "" : "en"} als überwiesen am ${formatDate(date)} markiert.`);
          setSelected(new Set());
        },
        onError: fail,
      },
    );

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
            <Button type="button" onClick={onExport} disabled={exporting.isPending || exportable.length === 0}>
              {exporting.isPending ? "Datei wird erstellt …" : `SEPA-Datei herunterladen (${exportable.length}, ${formatEuros(sum(exportable))})`}
            </Button>
          </div>
          <ul className="flex flex-col gap-2">
            {refunds.map((r) => (
              <RefundRow key={r.id} refund={r} checked={selected.has(r.id)} onToggle={() => toggle(r.id)} />
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
                onChange={(e) => setDate(e.target.value)}
              />
            </div>
            <Button type="button" variant="secondary" onClick={askDone} disabled={markDone.isPending}>
              Als überwiesen markieren ({chosen.length})
            </Button>
          </div>
        </>
      )}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`${chosen.length} Erstattung${chosen.length === 1 ? "" : "en"} über ${formatEuros(sum(chosen))} als überwiesen am ${formatDate(date)} markieren?`}
        description="Das Studio sieht danach „Erstattung … überwiesen am …“ bei seiner Bestellung. Das lässt sich nicht rückgängig machen."
        confirmLabel="Als überwiesen markieren"
        onConfirm={confirmDone}
      />
    </section>
  );
}

function RefundRow({ refund: r, checked, onToggle }: { refund: Refund; checked: boolean; onToggle: () => void }) {
  const boxId = `refund-pick-${r.id}`;
  return (
    <li className="rounded border border-line p-3" data-testid="refund-due">
      <div className="flex flex-wrap items-start gap-3">
        <input id={boxId} type="checkbox" className="mt-1" checked={checked} onChange={onToggle} disabled={!r.iban} />
        <label htmlFor={boxId} className="flex flex-1 flex-col">
          <span className="font-medium">
            {formatEuros(r.amount)} · {r.idfs} · {r.studio}
          </span>
          <span className="text-sm">
            Gutschrift {r.creditNote} ·{" "}
            {r.iban ? `${r.accountHolder || "Kontoinhaber unbekannt"}, ${formatIban(r.iban)}${r.bic ? `, ${r.bic}` : ""}` : "IBAN fehlt"}
          </span>
          <span className="text-sm text-muted">
            {r.state === "exported" && r.exportedAt ? `In SEPA-Datei seit ${formatDate(r.exportedAt)} (${r.batch})` : "Fällig"}
          </span>
        </label>
      </div>
      {r.iban ? null : <RefundAccountForm id={r.id} idfs={r.idfs} />}
    </li>
  );
}
