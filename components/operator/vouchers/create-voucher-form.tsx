"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useCreateVoucherForm } from "./use-create-voucher-form";
import { VoucherStudiosField } from "./voucher-studios-field";

/** A new code: amount, limit of uses per studio, validity, for every studio or chosen ones. */
export function CreateVoucherForm({ studios }: { studios: { id: string; name: string; storeNumber: string }[] }) {
  const { bind, forAll, setForAll, storeIds, setStoreIds, errors, creating, submit } = useCreateVoucherForm();

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded border border-line p-4" aria-labelledby="new-voucher-title">
      <h2 id="new-voucher-title" className="text-lg font-semibold">
        Neuen Gutschein anlegen
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Code (5 Zeichen)" required maxLength={5} {...bind("code", (text) => text.toUpperCase())} />
        <Field label="Betrag in Euro (netto)" required inputMode="decimal" {...bind("amount")} />
        <Field label="Einlösungen pro Studio (leer = unbegrenzt)" inputMode="numeric" {...bind("maxUses")} />
        <div className="grid grid-cols-2 gap-2">
          <Field label="Gültig ab" type="date" {...bind("validFrom")} />
          <Field label="Gültig bis" type="date" {...bind("validUntil")} />
        </div>
      </div>
      <VoucherStudiosField
        studios={studios}
        forAll={forAll}
        onForAllChange={setForAll}
        storeIds={storeIds}
        onStoreIdsChange={setStoreIds}
        error={errors.storeIds}
      />
      <p aria-live="polite" className="text-sm text-danger empty:hidden">
        {errors.form}
      </p>
      <div>
        <Button type="submit" busy={creating}>
          Gutschein anlegen
        </Button>
      </div>
    </form>
  );
}
