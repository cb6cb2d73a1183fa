"use client";

import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import { CreateVoucherForm } from "./create-voucher-form";
import { useDisableVoucher, useOperatorVouchers } from "./use-operator-vouchers";

type Disabling = { code: string; storeId?: string; storeName?: string };

function validity(from: string | null, until: string | null): string {
  if (!from && !until) return "unbegrenzt";
  if (from && until) return `${formatDate(from)} – ${formatDate(until)}`;
  return from ? `ab ${formatDate(from)}` : `bis ${formatDate(until)}`;
}

/**
 * Gutscheine (issue 32): create a code for chosen studios or all, list every code with its studios
 * and uses, and disable it for one studio or entirely, each after a confirmation.
 */
export function VouchersScreen() {
  const list = useOperatorVouchers();
  const disable = useDisableVoucher();
  const toast = useToast();
  const [disabling, setDisabling] = useState<Disabling | null>(null);

  const confirm = () => {
    const what = disabling;
    setDisabling(null);
    if (!what) return;
    disable.mutate(
      { code: what.code, ...(what.storeId ? { storeId: what.storeId } : {}) },
      {
        onSuccess: () =>
          toast.show(what.storeId ? `Gutschein ${what.code} für ${what.storeName} deaktiviert.` : `Gutschein ${what.code} deaktiviert.`),
        onError: (e) => toast.show(e instanceof ApiError ? e.message : "Der Gutschein konnte nicht deaktiviert werden.", "error"),
      },
    );
  };

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Gutscheine</h1>
        <p className="text-sm text-muted">
          Gutscheine ziehen einen festen Betrag vom Warenwert ab (Mindestbestellwert 250 € netto). Jedes Studio sieht nur seine eigenen Codes.
        </p>
      </div>
      <QueryStates query={list} loading="Gutscheine werden geladen …" failed="Die Gutscheine konnten nicht geladen werden.">
        {(d) => (
          <>
            <CreateVoucherForm studios={d.studios} />
            <div className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold">Vorhandene Gutscheine</h2>
              {d.vouchers.length === 0 ? (
                <EmptyState>Noch keine Gutscheine.</EmptyState>
              ) : (
                <ul className="flex flex-col gap-3">
                  {d.vouchers.map((v) => (
                    <li key={v.code} className="flex flex-col gap-2 rounded border border-line p-3" data-testid="voucher">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p>
                          <code className="text-lg font-semibold">{v.code}</code> · {formatEuro(v.amountCents)} · Einlösungen pro Studio:{" "}
                          {v.maxUses ?? "unbegrenzt"} · gültig: {validity(v.validFrom, v.validUntil)}
                          {v.active ? null : <span className="text-muted"> · deaktiviert</span>}
                        </p>
                        {v.active ? (
                          <Button type="button" variant="danger" onClick={() => setDisabling({ code: v.code })}>
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
                                  onClick={() => setDisabling({ code: v.code, storeId: s.storeId, storeName: s.storeName })}
                                >
                                  Deaktivieren
                                </Button>
                              ) : null}
                            </td>
                          </tr>
                        ))}
                      </ListTable>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </QueryStates>
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => (open ? null : setDisabling(null))}
        title={
          disabling?.storeId
            ? `Gutschein ${disabling.code} für ${disabling.storeName} deaktivieren?`
            : `Gutschein ${disabling?.code ?? ""} deaktivieren?`
        }
        description={
          disabling?.storeId
            ? "Das Studio kann den Code danach nicht mehr einlösen. Bestellungen, die ihn schon enthalten, bleiben unverändert."
            : "Kein Studio kann den Code danach mehr einlösen. Bestellungen, die ihn schon enthalten, bleiben unverändert."
        }
        confirmLabel="Deaktivieren"
        onConfirm={confirm}
      />
    </section>
  );
}
