"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { voucherCreateSchema } from "@/lib/domain/operator/vouchers";
import { useCreateVoucher } from "./use-operator-vouchers";

const EMPTY = { code: "", amount: "", maxUses: "", validFrom: "", validUntil: "" };

type Errors = Partial<Record<"code" | "amount" | "maxUses" | "validFrom" | "validUntil" | "storeIds" | "form", string>>;

/** A new code: amount, limit of uses per studio, validity, for every studio or chosen ones. */
export function CreateVoucherForm({ studios }: { studios: { id: string; name: string; storeNumber: string }[] }) {
  const create = useCreateVoucher();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [forAll, setForAll] = useState(false);
  const [storeIds, setStoreIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const { code, amount, maxUses, validFrom, validUntil } = values;
  /** What a text field needs: its name, value, error, and a change that stores the (optionally reshaped) text. */
  const bind = (name: keyof typeof EMPTY, reshape: (text: string) => string = (text) => text) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const text = reshape(e.target.value);
      setValues((v) => ({ ...v, [name]: text }));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() ? Number(text.trim().replace(/\./g, "").replace(",", ".")) : null);
    const parsed = voucherCreateSchema.safeParse({
      code,
      amount: number(amount) ?? Number.NaN,
      maxUses: number(maxUses),
      validFrom: validFrom || null,
      validUntil: validUntil || null,
      forAll,
      storeIds: forAll ? [] : storeIds,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form") as keyof Errors;
        next[field] ??= field === "amount" && Number.isNaN(number(amount) ?? Number.NaN) ? "Bitte geben Sie einen Betrag in Euro an." : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.show(`Gutschein ${res.code} für ${res.studios === 1 ? "1 Studio" : `${res.studios} Studios`} angelegt.`);
        setValues(EMPTY);
        setStoreIds([]);
      },
      onError: (e) => setErrors({ form: e instanceof ApiError ? e.message : "Der Gutschein konnte nicht angelegt werden." }),
    });
  };

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
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.storeIds ? "voucher-studios-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">Für welche Studios?</legend>
        <label className="flex min-h-6 items-center gap-2 text-sm">
          <input type="radio" name="forAll" className="size-4" checked={forAll} onChange={() => setForAll(true)} />
          Alle Studios (die es heute gibt)
        </label>
        <label className="flex min-h-6 items-center gap-2 text-sm">
          <input type="radio" name="forAll" className="size-4" checked={!forAll} onChange={() => setForAll(false)} />
          Nur ausgewählte Studios
        </label>
        {!forAll ? (
          <div className="ml-6 flex max-h-56 flex-col gap-1 overflow-y-auto rounded border border-line p-2">
            {studios.map((s) => (
              <label key={s.id} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={storeIds.includes(s.id)}
                  onChange={(e) => setStoreIds((ids) => (e.target.checked ? [...ids, s.id] : ids.filter((id) => id !== s.id)))}
                />
                {s.name} <span className="text-muted">({s.storeNumber})</span>
              </label>
            ))}
          </div>
        ) : null}
        <p id="voucher-studios-error" aria-live="polite" className="text-sm text-danger empty:hidden">
          {errors.storeIds}
        </p>
      </fieldset>
      <p aria-live="polite" className="text-sm text-danger empty:hidden">
        {errors.form}
      </p>
      <div>
        <Button type="submit" busy={create.isPending}>
          Gutschein anlegen
        </Button>
      </div>
    </form>
  );
}
