"use client";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDate } from "@/lib/domain/platform/format";
import { reasonText, REQUEST_KIND_LABELS } from "@/lib/domain/shop/order-requests";
import { useOrderRequestDecision } from "./use-order-request-decision";
import type { useOpenOrderRequests } from "./use-order-requests";

type Open = NonNullable<ReturnType<typeof useOpenOrderRequests>["data"]>["requests"][number];

/** One open cancellation or return: lines, reason and photos, the message to the studio and the decision. */
export function OrderRequestCard({ r }: { r: Open }) {
  const { message, setMessage, confirm, setConfirm, error, busy, ask, send } = useOrderRequestDecision(r.id);
  const what = REQUEST_KIND_LABELS[r.kind];
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
      {r.photos.length ? <RequestPhotos requestId={r.id} photos={r.photos} /> : null}
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
        <Button type="button" onClick={() => ask("accept")} busy={busy}>
          Annehmen
        </Button>
        <Button type="button" variant="secondary" onClick={() => ask("refuse")} busy={busy}>
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

function RequestPhotos({ requestId, photos }: { requestId: Open["id"]; photos: Open["photos"] }) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {photos.map((p) => {
        const src = `/api/orderRequestPhoto?requestId=${requestId}&index=${p.index}`;
        return (
          <a key={p.index} href={src} target="_blank" rel="noreferrer" title={p.name}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a private photo behind the operator's session, not for next/image */}
            <img src={src} alt={`Foto ${p.index + 1}: ${p.name}`} className="h-24 w-24 rounded border border-line object-cover" />
          </a>
        );
      })}
    </div>
  );
}
