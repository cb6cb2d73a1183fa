/**
 * The console's routes and redirects (SPEC.md section 2.1), decided from the path below
 * /stores/{slug}/ and the store's kind and flags. Whether a childId really is a child of the master is
 * checked by the server; this only decides the shape.
 */
import type { Capability } from "../platform/roles";

/** The console's pages by their names in code; "status" is Status Planungen. */
export const CONSOLE_PAGES = ["overview", "status", "appointments", "ratings", "leadpool", "profile", "ranking", "dashboard"] as const;
export type MenuPage = (typeof CONSOLE_PAGES)[number];
export type ConsolePage = MenuPage | "proposal" | "customer";

/**
 * The URL segment of each page below /stores/{slug}/. Status Planungen keeps the segment "console" of
 * SPEC 2.1, so in code "console" only ever means the whole studio area.
 */
export const PAGE_PATHS: Record<MenuPage, string> = {
  overview: "overview",
  status: "console",
  appointments: "appointments",
  ratings: "ratings",
  leadpool: "leadpool",
  profile: "profile",
  ranking: "ranking",
  dashboard: "dashboard",
};

function pageAt(segment: string, pages: readonly MenuPage[]): MenuPage | undefined {
  return pages.find((p) => PAGE_PATHS[p] === segment);
}

/** Pages a master may open for a selected child under dashboard/{childId}/{childPath}. */
export const CHILD_PAGES = [
  "dashboard",
  "overview",
  "status",
  "appointments",
  "ratings",
  "leadpool",
  "profile",
] as const satisfies readonly MenuPage[];
export type ChildPage = (typeof CHILD_PAGES)[number];

export const PAGE_TITLES: Record<ConsolePage, string> = {
  overview: "Offene Anfragen",
  status: "Status Planungen",
  appointments: "Studio Termine",
  ratings: "Kundenbewertungen",
  leadpool: "Offener Leadpool",
  profile: "Profil",
  ranking: "Ranking",
  dashboard: "Statistiken",
  proposal: "Status Planungen",
  customer: "Studio Termine",
};

/**
 * The capability (lib/domain/platform/roles.ts) each page needs; a role without it gets the 404 page and no
 * menu entry. Ranking shows no lead data, so every member may open it.
 */
export const PAGE_CAPABILITY: Record<ConsolePage, Capability> = {
  overview: "console",
  status: "console",
  appointments: "console",
  ratings: "console",
  leadpool: "console",
  profile: "settings",
  ranking: "store",
  dashboard: "console",
  proposal: "console",
  customer: "console",
};

/** The team page (/stores/{slug}/team), for owners. */
export const TEAM_PATH = "team";
export const TEAM_TITLE = "Team";

/** A master with no child selected sees its profile as company data. */
export const MASTER_PROFILE_TITLE = "Unternehmensdaten";

export type StoreKind = { isMaster: boolean; leadpoolActive: boolean };

export type ConsoleRoute =
  { kind: "page"; page: ConsolePage; childId?: string; params?: Record<string, string> } | { kind: "redirect"; to: string } | { kind: "notFound" };

/** Pages a master reaches only with a child selected; without one they go to the dashboard. */
const CHILD_ONLY: readonly MenuPage[] = ["overview", "status", "appointments", "ratings"];

export function resolveConsoleRoute(segments: string[], store: StoreKind): ConsoleRoute {
  const [first, ...rest] = segments;
  const home = store.isMaster ? "dashboard" : "overview";
  if (!first) return { kind: "redirect", to: home };

  if (first === "dashboard") {
    if (!store.isMaster) return { kind: "notFound" };
    if (rest.length === 0) return { kind: "page", page: "dashboard" };
    const [childId, childPath, ...extra] = rest;
    if (!childPath) return { kind: "redirect", to: `dashboard/${childId}/${PAGE_PATHS.status}` };
    const page = pageAt(childPath, CHILD_PAGES);
    if (extra.length > 0 || !page) return { kind: "notFound" };
    return { kind: "page", page, childId };
  }

  if (first === "leads" && rest.length === 3 && rest[1] === "proposals") {
    return { kind: "page", page: "proposal", params: { leadSlug: rest[0], proposalCrmId: rest[2] } };
  }
  if (first === "customers" && rest.length === 1) {
    return { kind: "page", page: "customer", params: { customerSlug: rest[0] } };
  }

  const page = pageAt(first, CONSOLE_PAGES);
  if (rest.length > 0 || !page) return { kind: "notFound" };
  if (store.isMaster && CHILD_ONLY.includes(page)) return { kind: "redirect", to: "dashboard" };
  if (page === "leadpool" && !store.leadpoolActive) return { kind: "redirect", to: home === "dashboard" ? "dashboard" : "overview" };
  return { kind: "page", page };
}
