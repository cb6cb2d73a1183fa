"use client";

import { OrderRequestCard } from "./order-request-card";
import { useOpenOrderRequests } from "./use-order-requests";

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
            <OrderRequestCard key={r.id} r={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
