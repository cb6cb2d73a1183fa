"use client";

import Link from "next/link";
import { useState } from "react";
import { useAcceptInvite } from "./use-invite";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

/** Sets the password of an invited team member (teamInviteAccept); then on to the sign-in. */
export function InviteForm({ token, email, name, storeName }: { token: string; email: string; name: string; storeName: string }) {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const acceptInvite = useAcceptInvite();
  if (done) {
    return (
      <p role="status" className="text-sm">
        Ihr Passwort ist gespeichert.{" "}
        <Link href={`/login?email=${encodeURIComponent(email)}`} className="text-brand underline">
          Zur Anmeldung
        </Link>
      </p>
    );
  }
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        if (password !== repeat) return setError("Die Passwörter stimmen nicht überein.");
        setBusy(true);
        try {
          await acceptInvite(token, password);
          setDone(true);
        } catch (err) {
          setError(err instanceof Error ? err.message : "Das hat nicht geklappt.");
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-sm">
        Willkommen, {name}! Sie wurden ins Team von <strong>{storeName}</strong> eingeladen. Legen Sie Ihr Passwort für {email} fest.
      </p>
      <Field
        label="Passwort"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        label="Passwort wiederholen"
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        Passwort speichern
      </Button>
    </form>
  );
}
