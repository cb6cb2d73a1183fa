import { endpoint } from "@/lib/api/define";
import { apiKeyCreateSchema, apiKeyRevokeSchema } from "@/lib/domain/operator/api-keys";
import { AppError } from "@/lib/server/platform/errors";
import { createApiKey, listApiKeys, revokeApiKey } from "@/lib/server/operator/api-keys";
import type { OperatorCaller } from "@/lib/domain/operator/operator";

/** The keys are managed by a signed-in operator only (no scope: a key never reaches these). */
function person(caller: OperatorCaller): Extract<OperatorCaller, { kind: "session" }> {
  if (caller.kind !== "session") throw new AppError("forbidden", "Nur nach Anmeldung im Betrieb.");
  return caller;
}

export const apiKeyEndpoints = [
  endpoint({
    name: "apiKeys",
    method: "GET",
    access: "operator",
    capability: undefined,
    handler: async ({ operator }) => {
      person(operator);
      return listApiKeys();
    },
  }),
  endpoint({
    name: "apiKeyCreate",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: apiKeyCreateSchema,
    handler: async ({ input, operator }) => createApiKey(person(operator), input),
  }),
  endpoint({
    name: "apiKeyRevoke",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: apiKeyRevokeSchema,
    handler: async ({ input, operator }) => revokeApiKey(person(operator), input.id),
  }),
  endpoint({
    // The smallest endpoint a key can reach: proves a key and its scope end to end.
    name: "operatorPing",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "orders:read",
    handler: async ({ operator }) => ({ ok: true as const, operator: operator.name }),
  }),
] as const;
