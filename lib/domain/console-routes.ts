/**
 * The console's routes and redirects (SPEC.md section 2.1), decided from the path below
 * /stores/{slug}/ and the store's kind and flags. Whether a childId really is a child of the master is
 * checked by the server; this only decides the shape.
 */

export const CONSOLE_PAGES = ["overview", "console", "appointments", "ratings", "leadpool", "profile", "ranking", "dashboard"] as const;
export type ConsolePage = (typeof CONSOLE_PAGES)[number] | "proposal" | "customer";

/** Pages a master may open for a selected child under dashboard/{childId}/{childPath}. */
export const CHILD_PAGES = ["dashboard", "overview", "console", "appointments", "ratings", "leadpool", "profile"] as const;
export type ChildPage = (typeof CHILD_PAGES)[number];

export const PAGE_TITLES: Record<ConsolePage, string> = {
  overview: "Offene Anfragen",
  console: "Status Planungen",
  appointments: "Studio Termine",
  ratings: "Kundenbewertungen",
  leadpool: "Offener Leadpool",
  profile: "Profil",
  ranking: "Ranking",
  dashboard: "Statistiken",
  proposal: "Status Planungen",
  customer: "Studio Termine",
};

/** A master with no child selected sees its profile as company data. */
export const MASTER_PROFILE_TITLE = "Unternehmensdaten";

export type StoreKind = { isMaster: boolean; leadpoolActive: boolean };

export type ConsoleRoute =
  | { kind: "page"; page: ConsolePage; childId?: string; params?: Record<string, string> }
  | { kind: "redirect"; to: string }
  | { kind: "notFound" };

/** Pages a master reaches only with a child selected; without one they go to the dashboard. */
const CHILD_ONLY: readonly string[] = ["overview", "console", "appointments", "ratings"];

export function resolveConsoleRoute(segments: string[], store: StoreKind): ConsoleRoute {
  const [first, ...rest] = segments;
  const home = store.isMaster ? "dashboard" : "overview";
  if (!first) return { kind: "redirect", to: home };

  if (first === "dashboard") {
    if (!store.isMaster) return { kind: "notFound" };
    if (rest.length === 0) return { kind: "page", page: "dashboard" };
    const [childId, childPath, ...extra] = rest;
    if (!childPath) return { kind: "redirect", to: `dashboard/${childId}/console` };
    if (extra.length > 0 || !(CHILD_PAGES as readonly string[]).includes(childPath)) return { kind: "notFound" };
    return { kind: "page", page: childPath as ChildPage, childId };
  }

  if (first === "leads" && rest.length === 3 && rest[1] === "proposals") {
    return { kind: "page", page: "proposal", params: { leadSlug: rest[0], proposalCrmId: rest[2] } };
  }
  if (first === "customers" && rest.length === 1) {
    return { kind: "page", page: "customer", params: { customerSlug: rest[0] } };
  }

  if (rest.length > 0 || !(CONSOLE_PAGES as readonly string[]).includes(first)) return { kind: "notFound" };
  if (store.isMaster && CHILD_ONLY.includes(first)) return { kind: "redirect", to: "dashboard" };
  if (first === "leadpool" && !store.leadpoolActive) return { kind: "redirect", to: home === "dashboard" ? "dashboard" : "overview" };
  return { kind: "page", page: first as ConsolePage };
}
