import { cache } from "react";
import { MASTER_PROFILE_TITLE, PAGE_CAPABILITY, PAGE_TITLES, resolveConsoleRoute, type ConsoleRoute } from "@/lib/domain/console/console-routes";
import { assertAccessById, viewerMay } from "@/lib/server/platform/access";
import { pageStore } from "@/lib/server/platform/viewer";
import type { Store } from "@/models/platform/stores";

export type ConsoleParams = { storeSlug: string; path?: string[] };
export type ResolvedRoute = { own: Store; target: Store; r: ConsoleRoute };

/** The console route of a path below /stores/{slug}/ (SPEC.md 2.1), once per request for layout, title and page. */
const resolve = cache(async (storeSlug: string, joined: string): Promise<ResolvedRoute> => {
  const { viewer, store } = await pageStore(storeSlug);
  const r = resolveConsoleRoute(joined ? joined.split("/").map(decodeURIComponent) : [], store);
  // Roles (lib/domain/platform/roles.ts): a page the member's role may not use is the 404 page; purchasing
  // starts in the shop (or on the ranking without one) instead of the requests.
  if (r.kind === "redirect" && !joined && !viewerMay(viewer, "console")) {
    return { own: store, target: store, r: { kind: "redirect", to: store.shopActive ? "shop" : "ranking" } };
  }
  if (r.kind === "page" && !viewerMay(viewer, PAGE_CAPABILITY[r.page])) return { own: store, target: store, r: { kind: "notFound" } };
  if (r.kind === "page" && r.childId) {
    // The child must belong to this master; anything else is the 404 page.
    const child = await assertAccessById(viewer, r.childId).catch(() => null);
    if (!child || child.parentId !== store.id) return { own: store, target: store, r: { kind: "notFound" } };
    return { own: store, target: child, r };
  }
  return { own: store, target: store, r };
});

export function consoleRoute({ storeSlug, path = [] }: ConsoleParams): Promise<ResolvedRoute> {
  return resolve(storeSlug, path.join("/"));
}

/** The page's heading: SPEC 2.1's title, "Unternehmensdaten" for a master's own profile. */
export function titleOf(own: Store, r: Extract<ConsoleRoute, { kind: "page" }>): string {
  return r.page === "profile" && own.isMaster && !r.childId ? MASTER_PROFILE_TITLE : PAGE_TITLES[r.page];
}
