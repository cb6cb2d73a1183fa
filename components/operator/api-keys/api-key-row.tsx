"use client";

import { Button } from "@/components/ui/button";
import type { EndpointOutput } from "@/lib/api/client";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { API_SCOPE_LABELS } from "@/lib/domain/operator/api-keys";

type Key = EndpointOutput<"apiKeys", "GET">["keys"][number];

/** One key of the table: name, prefix, scopes, creation, last use, and its revocation. */
export function ApiKeyRow({ apiKey: key, onRevoke }: { apiKey: Key; onRevoke: () => void }) {
  return (
    <tr className="border-b border-line align-top" data-testid="api-key-row">
      <td className="py-2 pr-3 font-semibold">{key.name}</td>
      <td className="py-2 pr-3">
        <code>{key.prefix}</code>
      </td>
      <td className="py-2 pr-3">
        <ul className="flex flex-col gap-0.5">
          {key.scopes.map((s) => (
            <li key={s}>
              {API_SCOPE_LABELS[s]} <code className="text-xs text-muted">{s}</code>
            </li>
          ))}
        </ul>
      </td>
      <td className="py-2 pr-3">
        {berlinDateTimeText(key.createdAt)}
        <br />
        <span className="text-muted">von {key.createdByName}</span>
      </td>
      <td className="py-2 pr-3">{key.lastUsedAt ? berlinDateTimeText(key.lastUsedAt) : "noch nie"}</td>
      <td className="py-2">
        {key.revokedAt ? (
          <span className="text-muted">Widerrufen am {berlinDateTimeText(key.revokedAt)}</span>
        ) : (
          <Button type="button" variant="secondary" onClick={onRevoke} aria-label={`API-Schlüssel „${key.name}“ widerrufen`}>
            Widerrufen
          </Button>
        )}
      </td>
    </tr>
  );
}
