/**
 * Roles of a studio's team members and what each may use (issue 19). The server checks these in one
 * place (lib/api/serve.ts for endpoints, lib/server/viewer.ts for pages); the console only hides what
 * the server refuses anyway.
 */
export const ROLES = ["inhaber", "verkauf", "einkauf"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { inhaber: "Inhaber", verkauf: "Verkauf", einkauf: "Einkauf" };

/**
 * - store: the studio's name and children (every member)
 * - console: requests, status, comments, appointments, lead pool, statistics (lead data)
 * - shop: the dealer shop: catalog, cart, wish lists, orders, invoices, absences
 * - settings: the studio profile, its media and the shop margin
 * - team: team members, invitations, the audit log
 */
export const CAPABILITIES = ["store", "console", "shop", "settings", "team"] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  inhaber: CAPABILITIES,
  verkauf: ["store", "console"],
  einkauf: ["store", "shop"],
};

export function roleMay(role: Role, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

/** Which of a master's children a member may act on: all of them, or the ones named in childStoreIds. */
export type ChildScope = { childScope: "all" | "selected"; childStoreIds: readonly string[] };

/** The scope of somebody who sees every child (owners made before roles, internal jobs). */
export const ALL_CHILDREN: ChildScope = { childScope: "all", childStoreIds: [] };

/** Whether a master's member may act on this child (all children, or the selected ones). */
export function mayActOnChild(scope: ChildScope, childId: string): boolean {
  return scope.childScope === "all" || scope.childStoreIds.includes(childId);
}

/** The message of the 403 for a role that may not use an endpoint. */
export const ROLE_FORBIDDEN_MESSAGE = "Mit dieser Rolle im Team ist diese Aktion nicht erlaubt.";
