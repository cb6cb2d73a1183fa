"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { ApiError } from "@/lib/api/client";
import { financeRequestSchema } from "@/lib/domain/console/finance-request";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { useFinanceRequests, useSaveFinanceRequest } from "./use-leadpool";

type FormInput = z.input<typeof financeRequestSchema>;

/** The "Finanzierung" tab: the "NEUE ANFRAGE" form (SPEC 2.4) and the requests sent so far. */
export function FinanceRequestForm({ storeSlug }: { storeSlug: string }) {
  const toast = useToast();
  const list = useFinanceRequests(storeSlug);
  const form = useForm<FormInput, unknown, z.output<typeof financeRequestSchema>>({
    resolver: zodResolver(financeRequestSchema),
    defaultValues: { name: "", phone: "", email: "" },
  });
  const save = useSaveFinanceRequest(storeSlug);
  const submit = (v: z.output<typeof financeRequestSchema>) =>
    save.mutate(v, {
      onSuccess: () => {
        form.reset({ name: "", phone: "", email: "" });
        toast.show("Die Finanzierungsanfrage wurde gespeichert.");
      },
      onError: (e) => {
        if (e instanceof ApiError && e.field && e.field in financeRequestSchema.shape)
          form.setError(e.field as keyof FormInput, { message: e.message.replace(/^[^:]+: /, "") });
        else toast.show(e instanceof ApiError ? e.message : "Speichern fehlgeschlagen.", "error");
      },
    });
  const err = form.formState.errors;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form className="flex flex-col gap-3 rounded border border-line p-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <h2 className="text-lg font-semibold">NEUE ANFRAGE</h2>
        <Field label="Name" id="fin-name" {...form.register("name")} error={err.name?.message} />
        <Field
          label="Finanzierungssumme"
          id="fin-amount"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          {...form.register("amount", { valueAsNumber: true })}
          error={err.amount?.message}
        />
        <Field
          label="Laufzeit"
          id="fin-term"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          placeholder="Monate"
          {...form.register("termMonths", { valueAsNumber: true })}
          error={err.termMonths?.message}
        />
        <Field label="Telefonnummer" id="fin-phone" type="tel" {...form.register("phone")} error={err.phone?.message} />
        <Field label="E-Mail" id="fin-email" type="email" {...form.register("email")} error={err.email?.message} />
        <Button type="submit" busy={save.isPending} className="self-start">
          {save.isPending ? "Wird gespeichert …" : "Anfrage speichern"}
        </Button>
      </form>
      <div>
        <h2 className="mb-3 text-lg font-semibold">Bisherige Anfragen</h2>
        {list.isPending ? (
          <p className="text-sm text-muted">Wird geladen …</p>
        ) : !list.data?.length ? (
          <p className="text-sm text-muted">Noch keine Finanzierungsanfragen.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm" data-testid="finance-requests">
            {list.data.map((f) => (
              <li key={f.id} className="rounded border border-line p-3">
                <strong>{f.name}</strong> – {formatEuro(eurosToCents(f.amount))}, {f.termMonths} Monate
                <span className="block text-muted">
                  {f.phone} · {f.email} · {formatDate(f.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
