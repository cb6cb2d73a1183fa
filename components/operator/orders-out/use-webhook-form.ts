"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { webhookUrlSchema } from "@/lib/domain/operator/orders-out";
import { useSaveOrderWebhook } from "./use-orders-out";

/** The receiver's URL as typed, its error and confirmation; saving it, with a new secret when asked. */
export function useWebhookForm(initialUrl: string, onSecret: (secret: string) => void) {
  const save = useSaveOrderWebhook();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState("");
  const [confirmRotate, setConfirmRotate] = useState(false);

  const send = (rotateSecret: boolean) => {
    const parsed = webhookUrlSchema.safeParse(url);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(undefined);
    setSaved("");
    save.mutate(
      { url: parsed.data, rotateSecret },
      {
        onSuccess: (res) => {
          setSaved(res.secret ? "Gespeichert. Der neue Signaturschlüssel steht oben." : "Gespeichert.");
          if (res.secret) onSecret(res.secret);
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : "Die Adresse konnte nicht gespeichert werden."),
      },
    );
  };

  return { url, setUrl, error, saved, confirmRotate, setConfirmRotate, saving: save.isPending, send };
}
