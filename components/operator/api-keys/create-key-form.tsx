"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ApiError } from "@/lib/api/client";
import { API_SCOPES, API_SCOPE_LABELS, apiKeyCreateSchema, type ApiScope } from "@/lib/domain/operator/api-keys";
import { useCreateApiKey } from "./use-api-keys";

/** Name and scopes of a new key; on success the parent shows the key once. */
export function CreateKeyForm({ onCreated }: { onCreated: (created: { name: string; secret: string }) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; form?: string }>({});

  const toggle = (scope: ApiScope, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyCreateSchema.safeParse({ name, scopes });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "name" ? "name" : "scopes";
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (res) => {
        setName("");
        setScopes([]);
        onCreated({ name: res.key.name, secret: res.secret });
      },
      onError: (error) => setErrors({ form: error instanceof ApiError ? error.message : "Der Schlüssel konnte nicht angelegt werden." }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded border border-line p-4" aria-labelledby="new-key-title">
      <h2 id="new-key-title" className="text-lg font-semibold">
        Neuen API-Schlüssel anlegen
      </h2>
      <Field
        label="Name der Anbindung"
        name="name"
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        placeholder="z. B. Warenwirtschaft Lieferant"
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.scopes ? "scopes-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">
          Berechtigungen<span aria-hidden> *</span>
        </legend>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
            {API_SCOPE_LABELS[scope]} <code className="rounded bg-surface px-1 text-xs">{scope}</code>
          </label>
        ))}
        <p id="scopes-error" aria-live="polite" className="text-sm text-danger empty:hidden">
          {errors.scopes}
        </p>
      </fieldset>
      <p aria-live="polite" className="text-sm text-danger empty:hidden">
        {errors.form}
      </p>
      <div>
        <Button type="submit" busy={create.isPending}>
          Schlüssel anlegen
        </Button>
      </div>
    </form>
  );
}
