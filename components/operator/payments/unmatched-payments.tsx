"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { formatDate, formatEuros } from "@/lib/domain/platform/format";
import { PAYMENT_STATE_LABELS, type OrderPaymentState } from "@/lib/domain/shop/payment-state";
import { usePaymentAssign, usePaymentDismiss, useUnmatchedPayments } from "./use-payments";

type Unmatched = EndpointOutput<"paymentsUnmatched", "GET">["payments"][number];

/** Nicht zugeordnete Zahlungen: each credit with its reason, to assign to an order or mark as not ours. */
export function UnmatchedPayments() {
  const list = useUnmatchedPayments();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="unmatched-title">
      <h2 id="unmatched-title" className="text-lg font-semibold">
        Nicht zugeordnete Zahlungen
      </h2>
      {list.isPending ? (
        <p className="text-sm text-muted">Zahlungen werden geladen …</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          Die Zahlungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      ) : list.data.payments.length === 0 ? (
        <p className="rounded border border-dashed border-line px-4 py-6 text-center text-sm" data-testid="unmatched-empty">
          Keine offenen Zahlungen: Jede Gutschrift ist einer Bestellung zugeordnet.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.payments.map((p) => (
            <UnmatchedPayment key={p.id} payment={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UnmatchedPayment({ payment: p }: { payment: Unmatched }) {
  const assign = usePaymentAssign();
  const dismiss = usePaymentDismiss();
  const toast = useToast();
  const [idfs, setIdfs] = useState(p.candidates[0]?.idfs ?? "");
  const [error, setError] = useState<string | null>(null);
  const inputId = `assign-${p.id}`;
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.message : "Das hat nicht geklappt. Bitte versuchen Sie es erneut.");

  const onAssign = (event: React.FormEvent) => {
    event.preventDefault();
    if (!idfs.trim()) return setError("Bitte geben Sie die Bestellnummer an.");
    setError(null);
    assign.mutate(
      { paymentId: p.id, idfs: idfs.trim() },
      {
        onSuccess: (res) =>
          toast.show(
            `Zahlung ${res.idfs} zugeordnet: ${PAYMENT_STATE_LABELS[res.payment.state as OrderPaymentState]}, offen ${formatEuros(res.payment.outstanding)}.`,
          ),
        onError: fail,
      },
    );
  };

  return (
    <li className="rounded border border-line p-3" data-testid="unmatched-payment">
      <p className="font-medium">
        {formatEuros(p.amount)} am {formatDate(p.date)} · {p.payer || "Zahler unbekannt"}
        {p.payerIban ? <span className="text-sm font-normal text-muted"> ({p.payerIban})</span> : null}
      </p>
      <p className="text-sm">Verwendungszweck: {p.reference || "—"}</p>
      <p className="text-sm text-muted">{p.reason}</p>
      {p.candidates.length > 0 ? (
        <p className="text-sm">Genannt: {p.candidates.map((c) => `${c.idfs} (${c.studio}, offen ${formatEuros(c.outstanding)})`).join(", ")}</p>
      ) : null}
      <form onSubmit={onAssign} noValidate className="mt-2 flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Bestellnummer
          </label>
          <input
            id={inputId}
            className="rounded border border-line px-3 py-2"
            value={idfs}
            onChange={(e) => setIdfs(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
        </div>
        <Button type="submit" disabled={assign.isPending}>
          Zuordnen
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(
              { paymentId: p.id },
              { onSuccess: () => toast.show(`Zahlung über ${formatEuros(p.amount)} als „nicht unsere“ markiert.`), onError: fail },
            )
          }
        >
          Nicht unsere
        </Button>
      </form>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </li>
  );
}
