"use client";

import { ListTable } from "@/components/ui/list-table";
import { Button } from "@/components/ui/button";
import type { EndpointOutput } from "@/lib/api/client";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";

type Voucher = EndpointOutput<"operatorVouchers", "GET">["vouchers"][number];
export type VoucherDisabling = { code: string; storeId?: string; storeName?: string };

function validity(from: string | null, until: string | null): string {
  if (!from && !until) return "unbegrenzt";
  if (from && until) return `${formatDate(from)} – ${formatDate(until)}`;
  return from ? `ab ${formatDate(from)}` : `bis ${formatDate(until)}`;
}

/** One code: amount, limit, validity, and per studio its uses and state, each with its disabling. */
export function VoucherItem({ voucher: v, onDisable }: { voucher: Voucher; onDisable: (what: VoucherDisabling) => void }) {
  return (
    <li className="flex flex-col gap-2 rounded border border-line p-3" data-testid="voucher">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <code className="text-lg font-semibold">{v.code}</code> · {formatEuro(v.amountCents)} · Einlösungen pro Studio: {v.maxUses ?? "unbegrenzt"}{" "}
          · gültig: {validity(v.validFrom, v.validUntil)}
          {v.active ? null : <span className="text-muted"> · deaktiviert</span>}
        </p>
        {v.active ? (
          <Button type="button" variant="danger" onClick={() => onDisable({ code: v.code })}>
            Ganz deaktivieren
          </Button>
        ) : null}
      </div>
      <ListTable columns={["Studio", "Eingelöst", "Zustand", { label: "Aktion", hidden: true }]} minWidth="min-w-[480px]">
        {v.studios.map((s) => (
          <tr key={s.storeId} className="border-t border-line">
            <td className="py-1 pr-3">
              {s.storeName} <span className="text-muted">({s.storeNumber})</span>
            </td>
            <td className="py-1 pr-3">{s.uses}</td>
            <td className="py-1 pr-3">{s.active ? "aktiv" : "deaktiviert"}</td>
            <td className="py-1">
              {s.active ? (
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Gutschein ${v.code} für ${s.storeName} deaktivieren`}
                  onClick={() => onDisable({ code: v.code, storeId: s.storeId, storeName: s.storeName })}
                >
                  Deaktivieren
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </ListTable>
    </li>
  );
}
