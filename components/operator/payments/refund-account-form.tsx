"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { refundAccountSchema } from "@/lib/domain/operator/refund-schema";
import { useRefundAccount } from "./use-refunds";

type Name = "iban" | "bic" | "accountHolder";
type Errors = Partial<Record<Name | "form", string>>;

/** The account of a refund whose payment named none (typed in by hand): IBAN, BIC (optional), account holder. */
export function RefundAccountForm({ id, idfs }: { id: string; idfs: string }) {
  const save = useRefundAccount();
  const toast = useToast();
  const [values, setValues] = useState({ iban: "", bic: "", accountHolder: "" });
  const [errors, setErrors] = useState<Errors>({});
  const bind = (name: Name) => ({
    name,
    id: `refund-${id}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = refundAccountSchema.safeParse({ id, ...values });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "form") as keyof Errors] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    save.mutate(
      { id, ...values },
      {
        onSuccess: () => toast.show(`Konto für die Erstattung zu ${idfs} gespeichert.`),
        onError: (e) =>
          setErrors(
            e instanceof ApiError && e.field && e.field !== "id"
              ? { [e.field]: e.message }
              : { form: e instanceof ApiError ? e.message : "Das Konto konnte nicht gespeichert werden." },
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-2 grid gap-2 sm:grid-cols-3" aria-label={`Konto für die Erstattung zu ${idfs}`}>
      <Field label="IBAN" required {...bind("iban")} />
      <Field label="BIC (optional)" {...bind("bic")} />
      <Field label="Kontoinhaber" required {...bind("accountHolder")} />
      <div className="sm:col-span-3">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Konto speichern
        </Button>
        {errors.form ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
      </div>
    </form>
  );
}
