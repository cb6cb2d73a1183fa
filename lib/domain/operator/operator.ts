import type { ApiScope } from "./api-keys";

/** How the operator's role ("betrieb") is shown; its people belong to no studio (DECISIONS.md "The operator"). */
export const OPERATOR_ROLE_LABEL = "Betrieb";

/** Where the operator's console lives and an operator lands after signing in. */
export const OPERATOR_HOME = "/betrieb";

/**
 * Who calls an operator endpoint: a signed-in operator, or an integration with an API key (its name and
 * scopes).
 */
export type OperatorCaller =
  { kind: "session"; userId: string; name: string; email: string } | { kind: "key"; keyId: string; name: string; scopes: readonly ApiScope[] };

/** The studio-facing message of the 403 on every operator endpoint. */
export const NO_OPERATOR_ACCESS = "Sie haben keinen Zugriff auf den Betrieb.";
