"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { paymentRecordSchema } from "@/lib/domain/operator/payment-schema";
import { PAYMENT_STATE_LABELS, type OrderPaymentState } from "@/lib/domain/shop/payment-state";
import { formatEuros } from "@/lib/domain/platform/format";
import { usePaymentRecord } from "./use-payments";

const EMPTY = { idfs: "", amount: "", date: "", payer: "", reference: "" };
type Name = keyof typeof EMPTY;
type Errors = Partial<Record<Name | "form", string>>;

/** "1.189,81" or "1189.81" → 1189.81; NaN for anything else. */
const euros = (text: string) => {
  const t = text.trim();
  if (!t) return Number.NaN;
  return Number(t.includes(",") ? t.replace(/\./g, "").replace(",", ".") : t);
};

/** Zahlung erfassen: a payment the bank statement does not bring (cash, a cheque, another account). */
export function PaymentRecordForm() {
  const record = usePaymentRecord();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const bind = (name: Name) => ({
    name,
    id: `payment-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = euros(values.amount);
    const parsed = paymentRecordSchema.safeParse({ ...values, amount });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form") as keyof Errors;
        next[field] ??= field === "amount" && Number.isNaN(amount) ? "Bitte geben Sie den Betrag in Euro an." : issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    record.mutate(
      { ...values, amount },
      {
        onSuccess: (res) => {
          toast.show(
            `Zahlung zu ${res.idfs} gebucht: ${PAYMENT_STATE_LABELS[res.payment.state as OrderPaymentState]}, offen ${formatEuros(res.payment.outstanding)}.`,
          );
          setValues(EMPTY);
        },
        onError: (e) =>
          setErrors(
            e instanceof ApiError && e.field
              ? { [e.field]: e.message }
              : { form: e instanceof ApiError ? e.message : "Die Zahlung konnte nicht gebucht werden." },
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded border border-line p-4" aria-labelledby="payment-record-title">
      <h2 id="payment-record-title" className="text-lg font-semibold">
        Zahlung erfassen
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Bestellnummer" required placeholder="KS-100001" {...bind("idfs")} />
        <Field label="Betrag in Euro" required inputMode="decimal" {...bind("amount")} />
        <Field label="Zahlungseingang am" required type="date" {...bind("date")} />
        <Field label="Zahler" {...bind("payer")} />
        <Field label="Verwendungszweck oder Notiz" className="sm:col-span-2" {...bind("reference")} />
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={record.isPending}>
          Zahlung buchen
        </Button>
      </div>
    </form>
  );
}
