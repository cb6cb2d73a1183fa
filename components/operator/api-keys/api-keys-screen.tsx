"use client";

import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { ApiKeyRow } from "./api-key-row";
import { CreateKeyForm } from "./create-key-form";
import { NewKeySecret } from "./new-key-secret";
import { useApiKeys, useRevokeApiKey } from "./use-api-keys";

type Key = EndpointOutput<"apiKeys", "GET">["keys"][number];

/**
 * API-Schlüssel (issue 32 "Machine access"): create a key with a name and scopes (shown once), list
 * every key with its prefix, scopes, creation and last use, and revoke one after a confirmation.
 */
export function ApiKeysScreen() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const toast = useToast();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<Key | null>(null);

  const confirmRevoke = () => {
    const key = revoking;
    setRevoking(null);
    if (!key) return;
    revoke.mutate(key.id, {
      onSuccess: () => toast.show(`API-Schlüssel „${key.name}“ widerrufen.`),
      onError: (error) => toast.show(error instanceof ApiError ? error.message : "Der Schlüssel konnte nicht widerrufen werden.", "error"),
    });
  };

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">API-Schlüssel</h1>
        <p className="text-sm text-muted">
          Mit einem API-Schlüssel erreichen die Systeme Ihrer Lieferanten und Ihre Warenwirtschaft die Schnittstelle, jeweils nur mit den gewählten
          Berechtigungen. Senden Sie ihn als <code>Authorization: Bearer …</code>.
        </p>
      </div>
      {created ? <NewKeySecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} /> : null}
      <CreateKeyForm onCreated={setCreated} />
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Vorhandene Schlüssel</h2>
        <QueryStates query={keys} loading="Schlüssel werden geladen …" failed="Die Schlüssel konnten nicht geladen werden.">
          {(data) =>
            data.keys.length === 0 ? (
              <EmptyState>Noch keine API-Schlüssel.</EmptyState>
            ) : (
              <ListTable
                columns={["Name", "Präfix", "Berechtigungen", "Angelegt", "Zuletzt benutzt", { label: "Aktion", hidden: true }]}
                minWidth="min-w-[640px]"
                testId="api-keys-table"
              >
                {data.keys.map((key) => (
                  <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
                ))}
              </ListTable>
            )
          }
        </QueryStates>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? null : setRevoking(null))}
        title={`API-Schlüssel „${revoking?.name ?? ""}“ widerrufen?`}
        description="Anfragen mit diesem Schlüssel werden sofort abgelehnt. Das lässt sich nicht rückgängig machen."
        confirmLabel="Widerrufen"
        onConfirm={confirmRevoke}
      />
    </section>
  );
}
