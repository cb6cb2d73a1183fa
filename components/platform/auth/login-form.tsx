"use client";

import Link from "next/link";
import { useActionState } from "react";
import { FormAlert } from "./form-alert";
import type { FormAction, FormState } from "./form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

export function LoginForm({ next, onSubmit }: { next?: string; onSubmit: FormAction }) {
  const [state, action, pending] = useActionState<FormState, FormData>(onSubmit, {});
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="next" value={next ?? ""} />
      <Field label="E-Mail" name="email" type="email" autoComplete="username" required defaultValue={state.email} />
      <Field label="Passwort" name="password" type="password" autoComplete="current-password" required />
      <FormAlert message={state.message} />
      <Button type="submit" busy={pending}>
        {pending ? "Anmeldung läuft …" : "Anmelden"}
      </Button>
      <Link href="/login/forgot" target="_blank" className="text-center text-sm text-brand hover:underline">
        Passwort vergessen?
      </Link>
    </form>
  );
}
