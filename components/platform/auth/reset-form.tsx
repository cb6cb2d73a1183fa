"use client";

import Link from "next/link";
import { useActionState } from "react";
import { FormAlert } from "./form-alert";
import type { FormAction, FormState } from "./form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

export function ResetForm({ token, onSubmit }: { token: string; onSubmit: FormAction }) {
  const [state, action, pending] = useActionState<FormState, FormData>(onSubmit, {});
  if (state.done) {
    return (
      <p role="status" className="text-sm">
        Ihr Passwort wurde geändert.{" "}
        <Link href="/login" className="text-brand underline">
          Zur Anmeldung
        </Link>
      </p>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <Field label="Neues Passwort" name="password" type="password" autoComplete="new-password" required minLength={8} />
      <Field label="Passwort wiederholen" name="passwordRepeat" type="password" autoComplete="new-password" required />
      <FormAlert message={state.message} />
      <Button type="submit" busy={pending}>
        Passwort speichern
      </Button>
    </form>
  );
}
