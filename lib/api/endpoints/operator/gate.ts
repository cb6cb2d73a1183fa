import "server-only";
import type { OperatorGate } from "@/lib/api/define";
import { bearerKey, keyHasScope, KEY_MESSAGES } from "@/lib/domain/operator/api-keys";
import { NO_OPERATOR_ACCESS } from "@/lib/domain/operator/operator";
import { assertKeyWithinLimit, authenticateKey, recordKeyUse } from "@/lib/server/operator/api-keys";
import { operatorOfPerson } from "@/lib/server/operator/operators";

/** The operator area's admission of its callers, handed to the serving code by lib/api/registry.ts. */
export const operatorGate: OperatorGate = {
  ofPerson: operatorOfPerson,
  keyOf: (authorization, address) => authenticateKey(bearerKey(authorization), address),
  assertWithinLimit: (keyId) => assertKeyWithinLimit(keyId),
  recordUse: recordKeyUse,
  refusal: NO_OPERATOR_ACCESS,
  keyRefusals: KEY_MESSAGES,
  hasScope: keyHasScope,
};
