import "server-only";
import { eq } from "drizzle-orm";
import { stores, type Store } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";
import { mayActOnChild, roleMay, ROLE_FORBIDDEN_MESSAGE, switchedOffMessage, type Capability, type Role } from "@/lib/domain/platform/roles";
import { AppError, forbidden } from "./errors";
import { getAuth } from "./auth";
import { getDb } from "./db";
import { sessionCookieKey, withSessionCache } from "./session-cache";

/**
 * The signed-in user with the store they belong to and their membership in it: the role, and for a
 * master's user the children they may act on (all, or the ids in childStoreIds).
 */
export type Viewer = {
  userId: string;
  email: string;
  name: string;
  role: Role;
  childScope: "all" | "selected";
  childStoreIds: readonly string[];
  store: Store;
  /**
   * The capability an endpoint admitted this viewer for (set by lib/api/serve.ts): every store the
   * request reaches through the access rule below must have it switched on (the shop, the lead pool).
   */
  servedFor?: Capability;
};

/**
 * Whoever a valid session belongs to, studio member or not: the operator's people (DECISIONS.md "The
 * operator") have a session but no studio, so they are no Viewer and every studio page and endpoint
 * refuses them.
 */
export type SessionPerson = { userId: string; email: string; name: string };

/** Where a signed-in person without a studio lands: the operator's console (DECISIONS.md "The operator"). */
export const STORELESS_LANDING = "/betrieb";

/** Reads the session cookie from the request headers; null when signed out or the session expired. */
export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  return (await viewerWithCookies(headers)).viewer;
}

/**
 * Like viewerFromHeaders, plus the Set-Cookie headers Better Auth wants sent back (a session whose
 * expiry was extended, see lib/server/platform/auth.ts); endpoints forward them. The full check (the
 * signed cookie, the session row, the member and their store) is kept in memory for that exact cookie
 * while the database's sign-in version is unchanged (lib/server/platform/session-cache.ts), which every
 * call reads: a session ended, a member deactivated or changed, or a store changed anywhere is refused
 * or seen at once, on every instance.
 */
export async function viewerWithCookies(headers: Headers): Promise<{ viewer: Viewer | null; person: SessionPerson | null; setCookies: string[] }> {
  const found = await withSessionCache(await getDb(), sessionCookieKey(headers), async () => {
    const auth = await getAuth();
    const { headers: out, response: session } = await auth.api.getSession({ headers, returnHeaders: true });
    const setCookies = out.getSetCookie();
    if (!session) return { value: { viewer: null, person: null, setCookies }, keepUntil: null };
    const signedIn = await viewerOfSession(session.user);
    // Kept only for a person, and not when Better Auth sends cookies (the expiry was extended).
    const keep = signedIn.person !== null && setCookies.length === 0;
    return { value: { ...signedIn, setCookies }, keepUntil: keep ? new Date(session.session.expiresAt).getTime() : null };
  });
  // Each request gets its own copy: nothing a handler does to its viewer reaches the next request.
  const viewer = found.viewer && { ...found.viewer, store: { ...found.viewer.store } };
  return { viewer, person: found.person && { ...found.person }, setCookies: found.setCookies };
}

/** The session's person (null when deactivated), and the Viewer when they belong to a studio. */
async function viewerOfSession(sessionUser: {
  id: string;
  email: string;
  name: string;
}): Promise<{ viewer: Viewer | null; person: SessionPerson | null }> {
  const db = await getDb();
  // One query for the store and the membership (the session lookup above read the user row already,
  // but Better Auth does not hand out the membership columns).
  const [row] = await db
    .select({ store: stores, role: user.role, childScope: user.childScope, childStoreIds: user.childStoreIds, active: user.active, name: user.name })
    .from(user)
    .leftJoin(stores, eq(stores.id, user.storeId))
    .where(eq(user.id, sessionUser.id));
  // A deactivated member is signed out (their sessions are deleted too; this covers a race with it).
  if (!row || !row.active) return { viewer: null, person: null };
  const person = { userId: sessionUser.id, email: sessionUser.email, name: row.name };
  if (!row.store) return { viewer: null, person };
  return {
    person,
    viewer: { ...person, role: row.role, childScope: row.childScope, childStoreIds: row.childStoreIds, store: row.store },
  };
}

/** Whether the viewer's role allows a capability (lib/domain/platform/roles.ts). */
export function viewerMay(viewer: Pick<Viewer, "role">, capability: Capability): boolean {
  return roleMay(viewer.role, capability);
}

/** Throws the 403 of a role that may not use something (the error shape, lib/server/platform/errors.ts). */
export function assertCapability(viewer: Pick<Viewer, "role">, capability: Capability): void {
  if (!viewerMay(viewer, capability)) throw new AppError("forbidden", ROLE_FORBIDDEN_MESSAGE);
}

export { mayActOnChild };

/** The 403 of a studio whose shop or lead pool is switched off (lib/domain/platform/roles.ts CAPABILITY_SWITCHES). */
export function assertStoreOffers(store: Store, capability: Capability | undefined): void {
  const message = capability ? switchedOffMessage(store, capability) : null;
  if (message) throw new AppError("forbidden", message);
}

/**
 * The store-access rule (DECISIONS.md "Sign-in"), the one place every page and endpoint goes through:
 * a user may act on their own store; a master's user also on the master's children (all, or the ones
 * their membership names). What they may do there is their role's (viewerMay). Anything else,
 * including a slug that does not exist, is refused the same way so nobody can probe for stores.
 */
export function mayAccess(viewer: Viewer, store: Pick<Store, "id" | "parentId">): boolean {
  if (store.id === viewer.store.id) return true;
  return viewer.store.isMaster && store.parentId === viewer.store.id && mayActOnChild(viewer, store.id);
}

export async function accessibleStoreBySlug(viewer: Viewer, slug: string): Promise<Store> {
  // The viewer's own store was read with the session, in this request.
  if (slug === viewer.store.slug) return offered(viewer, viewer.store);
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.slug, slug));
  if (!store || !mayAccess(viewer, store)) throw forbidden();
  return offered(viewer, store);
}

/** For endpoints that name a store by another key (CRM id, store number, a record's store). */
export async function assertAccessById(viewer: Viewer, storeId: string): Promise<Store> {
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store || !mayAccess(viewer, store)) throw forbidden();
  return offered(viewer, store);
}

/**
 * For endpoints that name a store by its CRM id (SPEC 7: dbUpdate, crmUpdate, the kitchen planners, the
 * vacations): refused like a slug, so an unknown id and another studio's look the same.
 */
export async function accessibleStoreByCrmId(viewer: Viewer, crmId: string): Promise<Store> {
  return offered(viewer, await storeByCrmIdFor(viewer, crmId));
}

/**
 * The store named by its CRM id when the viewer may act on it, whatever it offers (the master's export of
 * a child's customers): refused like a slug.
 */
export async function storeByCrmIdFor(viewer: Viewer, crmId: string): Promise<Store> {
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.crmId, crmId));
  if (!store || !mayAccess(viewer, store)) throw forbidden();
  return store;
}

/** The store, when it has the capability the viewer's endpoint needs switched on; else the 403 saying so. */
function offered(viewer: Viewer, store: Store): Store {
  assertStoreOffers(store, viewer.servedFor);
  return store;
}

/**
 * Where a user lands after signing in (DECISIONS.md): the dashboard for a master, else the overview;
 * purchasing (einkauf) lands in the shop, or on the ranking when the studio has no shop; a person
 * without a studio (the operator's people) on the operator's console.
 */
export function landingPath(store: Pick<Store, "slug" | "isMaster" | "shopActive"> | null, role: Role = "inhaber"): string {
  if (!store) return STORELESS_LANDING;
  if (!roleMay(role, "console")) return `/stores/${store.slug}/${store.shopActive ? "shop" : "ranking"}`;
  return `/stores/${store.slug}/${store.isMaster ? "dashboard" : "overview"}`;
}
