/**
 * Roles of a studio's team members and what each may use (issue 19). The server checks these in one
 * place (lib/api/serve.ts for endpoints, lib/server/platform/viewer.ts for pages); the console only hides what
 * the server refuses anyway.
 */
export const ROLES = ["inhaber", "verkauf", "einkauf"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { inhaber: "Inhaber", verkauf: "Verkauf", einkauf: "Einkauf" };

/**
 * - store: the studio's name and children (every member)
 * - console: requests, status, comments, appointments, lead pool, statistics (lead data)
 * - shop: the dealer shop: catalog, cart, wish lists, orders, invoices, absences
 * - leadpool: the open lead pool (the roles of the console)
 * - settings: the studio profile, its media and the shop margin
 * - team: team members, invitations, the audit log
 */
export const CAPABILITIES = ["store", "console", "shop", "leadpool", "settings", "team"] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  inhaber: CAPABILITIES,
  verkauf: ["store", "console", "leadpool"],
  einkauf: ["store", "shop"],
};

/**
 * Capabilities a studio has only when the operator switched them on (SPEC.md section 6: the shop only
 * with shopActive, the lead pool only with leadpoolActive), with the message of the 403 when it is off.
 * Checked with the store-access rule for every endpoint of the capability (issue 30), not only by pages.
 */
export const CAPABILITY_SWITCHES = {
  shop: { flag: "shopActive", message: "Der Shop ist für dieses Studio nicht freigeschaltet." },
  leadpool: { flag: "leadpoolActive", message: "Der Leadpool ist für dieses Studio nicht freigeschaltet." },
} as const satisfies Partial<Record<Capability, { flag: string; message: string }>>;

type StoreSwitches = { [K in keyof typeof CAPABILITY_SWITCHES as (typeof CAPABILITY_SWITCHES)[K]["flag"]]: boolean };

/** Why a studio may not use a capability (its switch is off), or null when it may. */
export function switchedOffMessage(store: StoreSwitches, capability: Capability): string | null {
  if (!(capability in CAPABILITY_SWITCHES)) return null;
  const rule = CAPABILITY_SWITCHES[capability as keyof typeof CAPABILITY_SWITCHES];
  return store[rule.flag] ? null : rule.message;
}

export function roleMay(role: Role, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

/** Which of a master's children a member may act on: all of them, or the ones named in childStoreIds. */
export type ChildScope = { childScope: "all" | "selected"; childStoreIds: readonly string[] };

/** Whether a master's member may act on this child (all children, or the selected ones). */
export function mayActOnChild(scope: ChildScope, childId: string): boolean {
  return scope.childScope === "all" || scope.childStoreIds.includes(childId);
}

/** The message of the 403 for a role that may not use an endpoint. */
export const ROLE_FORBIDDEN_MESSAGE = "Mit dieser Rolle im Team ist diese Aktion nicht erlaubt.";
