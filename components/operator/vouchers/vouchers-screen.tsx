"use client";

import { EmptyState, QueryStates } from "@/components/ui/list-table";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { CreateVoucherForm } from "./create-voucher-form";
import { VoucherItem, type VoucherDisabling } from "./voucher-item";
import { useDisableVoucher, useOperatorVouchers } from "./use-operator-vouchers";

/**
 * Gutscheine (issue 32): create a code for chosen studios or all, list every code with its studios
 * and uses, and disable it for one studio or entirely, each after a confirmation.
 */
export function VouchersScreen() {
  const list = useOperatorVouchers();
  const disable = useDisableVoucher();
  const toast = useToast();
  const [disabling, setDisabling] = useState<VoucherDisabling | null>(null);

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
                    <VoucherItem key={v.code} voucher={v} onDisable={setDisabling} />
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
