"use client";

import { FileDown } from "lucide-react";
import { formatDate, formatEuros } from "@/lib/domain/platform/format";
import { reasonText, REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "@/lib/domain/shop/order-requests";
import type { OperatorOrderDetail } from "@/lib/domain/operator/order-detail";
import { Block } from "./order-detail-block";

const documentUrl = (idfs: string, format: "pdf" | "xrechnung", document?: string) =>
  `/api/operatorOrderDocument?${new URLSearchParams({ idfs, format, ...(document ? { document } : {}) }).toString()}`;

function Downloads({ idfs, what, document }: { idfs: string; what: string; document?: string }) {
  return (
    <span className="inline-flex flex-wrap gap-3">
      <a className="inline-flex items-center gap-1 text-brand underline" href={documentUrl(idfs, "pdf", document)} download>
        <FileDown size={16} aria-hidden /> {what} (PDF)
      </a>
      <a className="inline-flex items-center gap-1 text-brand underline" href={documentUrl(idfs, "xrechnung", document)} download>
        <FileDown size={16} aria-hidden /> {what} als XRechnung (XML)
      </a>
    </span>
  );
}

/** The invoice and the credit notes, each as ZUGFeRD PDF and XRechnung XML (the studio's files). */
export function OrderDocuments({ o }: { o: OperatorOrderDetail }) {
  return (
    <Block title="Rechnung und Gutschriften" testId="order-documents">
      <p className="text-sm">
        {o.invoice ? `Rechnung ${o.invoice.number} vom ${formatDate(o.invoice.issuedAt)}` : "Die Rechnung erhält ihre Nummer beim ersten Abruf."}
      </p>
      <Downloads idfs={o.idfs} what="Rechnung" />
      {o.creditNotes.length === 0 ? (
        <p className="text-sm text-muted">Keine Gutschriften.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {o.creditNotes.map((n) => (
            <li key={n.number} data-testid="credit-note">
              <p>
                Gutschrift {n.number} vom {formatDate(n.issuedAt)} über {formatEuros(n.gross)}: {n.reason}
              </p>
              <Downloads idfs={o.idfs} what={`Gutschrift ${n.number}`} document={n.number} />
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

export function OrderPayments({ o }: { o: OperatorOrderDetail }) {
  return (
    <Block title="Zahlungen" testId="order-payments">
      {o.payments.length === 0 ? (
        <p className="text-sm text-muted">Noch keine Zahlung eingegangen.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {o.payments.map((p, i) => (
            <li key={`${p.day}-${i}`} data-testid="payment">
              {formatDate(p.day)}: {formatEuros(p.amount)} von {p.payer || "unbekannt"}
              {p.reference ? ` · Verwendungszweck „${p.reference}“` : ""} · {p.source === "camt" ? "Kontoauszug" : `von Hand erfasst durch ${p.by}`}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

/** Cancellations and returns with their lines, reason, photos and the decision. */
export function OrderRequests({ o }: { o: OperatorOrderDetail }) {
  return (
    <Block title="Stornierungen und Retouren" testId="order-requests">
      {o.requests.length === 0 ? (
        <p className="text-sm text-muted">Keine Stornierung oder Retoure angefragt.</p>
      ) : (
        <ul className="flex flex-col gap-3 text-sm">
          {o.requests.map((r) => (
            <li key={r.id} className="border-t border-line pt-2" data-testid="order-request">
              <p className="font-medium">
                {REQUEST_KIND_LABELS[r.kind]} vom {formatDate(r.createdAt)} durch {r.createdByName}: {REQUEST_STATE_LABELS[r.state]}
              </p>
              <p>{r.lines.map((l) => `Pos. ${l.lineNo}: ${l.quantity} × ${l.name}`).join(", ")}</p>
              <p>Grund: {reasonText(r.kind, r.reason, r.comment)}</p>
              {r.decidedAt ? (
                <p>
                  Entschieden am {formatDate(r.decidedAt)} durch {r.decidedByName ?? "Betrieb"}
                  {r.message ? `: ${r.message}` : ""}
                  {r.creditNoteNumber ? ` · Gutschrift ${r.creditNoteNumber}` : ""}
                </p>
              ) : null}
              {r.photos.length > 0 ? (
                <ul className="mt-1 flex flex-wrap gap-2">
                  {r.photos.map((p) => {
                    const src = `/api/orderRequestPhoto?requestId=${r.id}&index=${p.index}`;
                    return (
                      <li key={p.index}>
                        <a href={src} target="_blank" rel="noopener noreferrer">
                          {/* eslint-disable-next-line @next/next/no-img-element -- the operator's own API answers the photo, not an optimisable asset */}
                          <img src={src} alt={`Foto ${p.index + 1}: ${p.name}`} className="h-20 w-20 rounded border border-line object-cover" />
                        </a>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
