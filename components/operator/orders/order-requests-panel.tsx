"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ApiError } from "@/lib/api/client";
import { formatDate } from "@/lib/domain/platform/format";
import { reasonText, REQUEST_KIND_LABELS } from "@/lib/domain/shop/order-requests";
import { useDecideOrderRequest, useOpenOrderRequests } from "./use-order-requests";

type Open = NonNullable<ReturnType<typeof useOpenOrderRequests>["data"]>["requests"][number];

/**
 * The studios' open cancellations and returns (issue 33): lines, reason and photos; „Annehmen“ or
 * „Ablehnen“ with a message to the studio, each after a confirmation. Accepting issues the credit note.
 */
export function OrderRequestsPanel() {
  const list = useOpenOrderRequests();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="order-requests-title">
      <h2 id="order-requests-title" className="text-xl font-semibold">
        Offene Stornierungen und Retouren
      </h2>
      {list.isPending ? (
        <p className="text-sm text-muted">Anfragen werden geladen …</p>
      ) : list.isError ? (
        <p className="text-sm text-danger" role="alert">
          Die Anfragen konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      ) : list.data.requests.length === 0 ? (
        <p className="rounded border border-dashed border-line px-4 py-4 text-center text-sm" data-testid="no-order-requests">
          Keine offenen Stornierungen oder Retouren.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.requests.map((r) => (
            <RequestCard key={r.id} r={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestCard({ r }: { r: Open }) {
  const decide = useDecideOrderRequest();
  const [message, setMessage] = useState("");
  const [confirm, setConfirm] = useState<"accept" | "refuse" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const what = REQUEST_KIND_LABELS[r.kind];
  const ask = (choice: "accept" | "refuse") => {
    setError(null);
    if (choice === "refuse" && !message.trim()) return setError("Bitte schreiben Sie dem Studio, warum Sie ablehnen.");
    setConfirm(choice);
  };
  const send = () => {
    const accept = confirm === "accept";
    decide.mutate(
      { requestId: r.id, accept, message: message.trim() },
      { onError: (e) => setError(e instanceof ApiError ? e.message : "Die Entscheidung konnte nicht gespeichert werden.") },
    );
  };
  const fieldId = `request-message-${r.id}`;
  return (
    <li className="rounded border border-line p-3" data-testid="operator-order-request">
      <h3 className="flex flex-wrap items-baseline gap-x-3 font-semibold">
        {what} zu {r.idfs}
        <span className="text-sm font-normal">
          {r.storeName} ({r.storeNumber}) · angemeldet am {formatDate(r.createdAt)} von {r.createdByName}
        </span>
      </h3>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {r.lines.map((l) => (
          <li key={l.lineNo}>
            Pos. {l.lineNo}: {l.quantity} × {l.name}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm">Grund: {reasonText(r.kind, r.reason, r.comment)}</p>
      {r.photos.length ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {r.photos.map((p) => {
            const src = `/api/orderRequestPhoto?requestId=${r.id}&index=${p.index}`;
            return (
              <a key={p.index} href={src} target="_blank" rel="noreferrer" title={p.name}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a private photo behind the operator's session, not for next/image */}
                <img src={src} alt={`Foto ${p.index + 1}: ${p.name}`} className="h-24 w-24 rounded border border-line object-cover" />
              </a>
            );
          })}
        </div>
      ) : null}
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium">
          Nachricht an das Studio (bei Ablehnung erforderlich)
        </label>
        <textarea
          id={fieldId}
          maxLength={1000}
          className="rounded border border-line px-3 py-2"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <p aria-live="polite" className="mt-1 text-sm text-danger empty:hidden" role="alert">
        {error}
      </p>
      <div className="mt-2 flex gap-2">
        <Button type="button" onClick={() => ask("accept")} busy={decide.isPending}>
          Annehmen
        </Button>
        <Button type="button" variant="secondary" onClick={() => ask("refuse")} busy={decide.isPending}>
          Ablehnen
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === "accept" ? `${what} zu ${r.idfs} annehmen?` : `${what} zu ${r.idfs} ablehnen?`}
        description={
          confirm === "accept"
            ? `Das Studio erhält eine Gutschrift${r.kind === "cancel" ? ", und die Mengen werden als storniert eingetragen" : ""}. Das lässt sich nicht rückgängig machen.`
            : "Das Studio erhält Ihre Nachricht per E-Mail und in der Glocke."
        }
        confirmLabel={confirm === "accept" ? "Annehmen" : "Ablehnen"}
        onConfirm={send}
      />
    </li>
  );
}
