"use client";

import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { NewKeySecret } from "../api-keys/new-key-secret";
import { useOrderWebhook, useResendOrderDelivery } from "./use-orders-out";
import { WebhookForm } from "./webhook-form";

type Delivery = EndpointOutput<"orderWebhook", "GET">["deliveries"][number];

function stateText(d: Delivery): string {
  if (d.state === "wird wiederholt" && d.nextAttemptAt) return `wird wiederholt (nächster Versuch ${berlinDateTimeText(d.nextAttemptAt)})`;
  return d.state;
}

/** One table for the deliveries and the dead letters; `onResend` adds the "Erneut senden" column. */
function DeliveryTable({ rows, testId, onResend }: { rows: Delivery[]; testId: string; onResend?: (d: Delivery) => void }) {
  return (
    <ListTable
      columns={[
        "Bestellung",
        "Zustand",
        "Versuche",
        onResend ? "Letzter Fehler" : "Zugestellt / Fehler",
        ...(onResend ? [{ label: "Aktion", hidden: true } as const] : []),
      ]}
      minWidth="min-w-[560px]"
      testId={testId}
    >
      {rows.map((d) => (
        <tr key={d.id} className="border-b border-line align-top" data-testid="delivery-row">
          <td className="py-2 pr-3 font-semibold">{d.orderNumber}</td>
          <td className="py-2 pr-3">{stateText(d)}</td>
          <td className="py-2 pr-3">{d.attempts}</td>
          <td className="py-2 pr-3">{d.deliveredAt ? berlinDateTimeText(d.deliveredAt) : (d.lastError ?? "–")}</td>
          {onResend ? (
            <td className="py-2">
              <Button type="button" variant="secondary" onClick={() => onResend(d)} aria-label={`Bestellung ${d.orderNumber} erneut senden`}>
                Erneut senden
              </Button>
            </td>
          ) : null}
        </tr>
      ))}
    </ListTable>
  );
}

/**
 * Bestellausgang (issue 33): where submitted orders go (a signed webhook), the secret shown once, the
 * latest deliveries with their state, and the dead letters with "Erneut senden" (asks first).
 */
export function OrdersOutScreen() {
  const data = useOrderWebhook();
  const resend = useResendOrderDelivery();
  const toast = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const [resending, setResending] = useState<Delivery | null>(null);

  const confirmResend = () => {
    const d = resending;
    setResending(null);
    if (!d) return;
    resend.mutate(d.id, {
      onSuccess: () => toast.show(`Bestellung ${d.orderNumber} wird erneut gesendet.`),
      onError: (e) => toast.show(e instanceof ApiError ? e.message : "Die Bestellung konnte nicht erneut gesendet werden.", "error"),
    });
  };

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Bestellausgang</h1>
        <p className="text-sm text-muted">
          Jede Bestellung eines Studios geht einmal an das System des Lieferanten: als JSON an die Webhook-Adresse, signiert mit dem Signaturschlüssel
          (Kopfzeile <code>Kuechenportal-Signature</code>, Bestellnummer als <code>Idempotency-Key</code>). Ist das System nicht erreichbar, wird über
          Stunden wiederholt. Warenwirtschaften, die selbst abrufen, lesen neue Bestellungen über <code>orderFeed</code> (JSON oder openTRANS 2.1) mit
          einem API-Schlüssel mit der Berechtigung <code>orders:read</code>.
        </p>
      </div>
      {secret ? <NewKeySecret name="Bestellausgang" title="Neuer Signaturschlüssel" secret={secret} onDone={() => setSecret(null)} /> : null}
      <QueryStates query={data} loading="Bestellausgang wird geladen …" failed="Der Bestellausgang konnte nicht geladen werden.">
        {(d) => (
          <>
            <WebhookForm key={d.webhook ? "set" : "new"} webhook={d.webhook} onSecret={setSecret} />
            <div className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold">Fehlgeschlagen</h2>
              {d.deadLetters.length === 0 ? (
                <EmptyState testId="dead-letters-empty">Keine fehlgeschlagenen Zustellungen.</EmptyState>
              ) : (
                <DeliveryTable rows={d.deadLetters} testId="dead-letters" onResend={setResending} />
              )}
            </div>
            <div className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold">Letzte Zustellungen</h2>
              {d.deliveries.length === 0 ? (
                <EmptyState>Noch keine Bestellungen gesendet.</EmptyState>
              ) : (
                <DeliveryTable rows={d.deliveries} testId="deliveries" />
              )}
            </div>
          </>
        )}
      </QueryStates>
      <ConfirmDialog
        open={resending !== null}
        onOpenChange={(open) => (open ? null : setResending(null))}
        title={`Bestellung ${resending?.orderNumber ?? ""} erneut senden?`}
        description="Die Bestellung wird sofort wieder an das Lieferantensystem gesendet, mit derselben Bestellnummer als Idempotency-Key."
        confirmLabel="Erneut senden"
        onConfirm={confirmResend}
      />
    </section>
  );
}
