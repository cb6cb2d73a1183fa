"use client";

import type { EndpointOutput } from "@/lib/api/client";
import { formatDate, formatEuros } from "@/lib/domain/platform/format";
import { formatIban } from "@/lib/domain/platform/iban";
import { RefundAccountForm } from "./refund-account-form";

type Refund = EndpointOutput<"refundsDue", "GET">["refunds"][number];

/** One refund to choose: amount, order, studio, credit note and account (or the form for a missing one). */
export function RefundRow({ refund: r, checked, onToggle }: { refund: Refund; checked: boolean; onToggle: () => void }) {
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
