"use client";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import type { EndpointOutput } from "@/lib/api/client";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { useWebhookForm } from "./use-webhook-form";

type Webhook = EndpointOutput<"orderWebhook", "GET">["webhook"];

/** The receiver's URL; saving the first time, or "Neuen Signaturschlüssel erzeugen" (asks first), shows a new secret once. */
export function WebhookForm({ webhook, onSecret }: { webhook: Webhook; onSecret: (secret: string) => void }) {
  const { url, setUrl, error, saved, confirmRotate, setConfirmRotate, saving, send } = useWebhookForm(webhook?.url ?? "", onSecret);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send(false);
      }}
      className="flex flex-col gap-4 rounded border border-line p-4"
      aria-labelledby="webhook-title"
    >
      <h2 id="webhook-title" className="text-lg font-semibold">
        Empfänger der Bestellungen
      </h2>
      <Field
        label="Webhook-Adresse des Lieferantensystems"
        name="webhookUrl"
        type="url"
        inputMode="url"
        required
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={error}
        placeholder="https://erp.example.de/bestellungen"
      />
      {webhook ? (
        <p className="text-sm text-muted" data-testid="webhook-secret-info">
          Signaturschlüssel <code>{webhook.secretPrefix}…</code> seit {berlinDateTimeText(webhook.secretCreatedAt)}; zuletzt geändert von{" "}
          {webhook.updatedByName}.
        </p>
      ) : (
        <p className="text-sm text-muted">Beim ersten Speichern wird ein Signaturschlüssel erzeugt und einmal angezeigt.</p>
      )}
      <p aria-live="polite" className="text-sm empty:hidden">
        {saved}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={saving}>
          Speichern
        </Button>
        {webhook ? (
          <Button type="button" variant="secondary" onClick={() => setConfirmRotate(true)}>
            Neuen Signaturschlüssel erzeugen
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRotate}
        onOpenChange={(open) => (open ? null : setConfirmRotate(false))}
        title="Neuen Signaturschlüssel erzeugen?"
        description="Der bisherige Schlüssel gilt sofort nicht mehr: Das Lieferantensystem lehnt Bestellungen ab, bis es den neuen Schlüssel kennt."
        confirmLabel="Neu erzeugen"
        onConfirm={() => {
          setConfirmRotate(false);
          send(true);
        }}
      />
    </form>
  );
}
