"use client";

import { useActionState } from "react";
import { FormAlert } from "./form-alert";
import type { FormAction, FormState } from "./form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

export function ForgotForm({ onSubmit }: { onSubmit: FormAction }) {
  const [state, action, pending] = useActionState<FormState, FormData>(onSubmit, {});
  if (state.done) {
    return (
      <p role="status" className="rounded bg-brand-light px-3 py-2 text-sm">
        Wenn die E-Mail-Adresse bei uns registriert ist, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt. Der Link ist eine Stunde
        gültig.
      </p>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4">
      <p className="text-sm text-muted">Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort vergeben.</p>
      <Field label="E-Mail" name="email" type="email" autoComplete="username" required />
      <FormAlert message={state.message} />
      <Button type="submit" busy={pending}>
        Link anfordern
      </Button>
    </form>
  );
}
