"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { voucherCreateSchema } from "@/lib/domain/operator/vouchers";
import { useCreateVoucher } from "./use-operator-vouchers";

const EMPTY = { code: "", amount: "", maxUses: "", validFrom: "", validUntil: "" };

type Values = typeof EMPTY;
type VoucherFormErrors = Partial<Record<"code" | "amount" | "maxUses" | "validFrom" | "validUntil" | "storeIds" | "form", string>>;

const number = (text: string) => (text.trim() ? Number(text.trim().replace(/\./g, "").replace(",", ".")) : null);

/** The form's values checked by the shared schema: the voucher to create, or the first message per field. */
function parseVoucher(values: Values, forAll: boolean, storeIds: string[]) {
  const { code, amount, maxUses, validFrom, validUntil } = values;
  const parsed = voucherCreateSchema.safeParse({
    code,
    amount: number(amount) ?? Number.NaN,
    maxUses: number(maxUses),
    validFrom: validFrom || null,
    validUntil: validUntil || null,
    forAll,
    storeIds: forAll ? [] : storeIds,
  });
  if (parsed.success) return { data: parsed.data };
  const errors: VoucherFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form") as keyof VoucherFormErrors;
    errors[field] ??= field === "amount" && Number.isNaN(number(amount) ?? Number.NaN) ? "Bitte geben Sie einen Betrag in Euro an." : issue.message;
  }
  return { errors };
}

/** The new voucher form's values, studios, errors and the creation. */
export function useCreateVoucherForm() {
  const create = useCreateVoucher();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [forAll, setForAll] = useState(false);
  const [storeIds, setStoreIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<VoucherFormErrors>({});
  /** What a text field needs: its name, value, error, and a change that stores the (optionally reshaped) text. */
  const bind = (name: keyof Values, reshape: (text: string) => string = (text) => text) => ({
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
    const parsed = parseVoucher(values, forAll, storeIds);
    if (parsed.errors) return setErrors(parsed.errors);
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

  return { bind, forAll, setForAll, storeIds, setStoreIds, errors, creating: create.isPending, submit };
}
