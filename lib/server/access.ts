import "server-only";
import { eq } from "drizzle-orm";
import { stores, type Store } from "@/models/schema";
import { AppError, forbidden } from "./errors";
import { getAuth } from "./auth";
import { getDb } from "./db";

/** The signed-in user with the store they belong to. */
export type Viewer = { userId: string; email: string; name: string; store: Store };

/** Reads the session cookie from the request headers; null when signed out or the session expired. */
export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  return (await viewerWithCookies(headers)).viewer;
}

/**
 * Like viewerFromHeaders, plus the Set-Cookie headers Better Auth wants sent back (a session whose
 * expiry was extended, see lib/server/auth.ts); endpoints forward them. The session row is read on
 * every call, so a session ended anywhere is refused at once.
 */
export async function viewerWithCookies(headers: Headers): Promise<{ viewer: Viewer | null; setCookies: string[] }> {
  const auth = await getAuth();
  const { headers: out, response: session } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = out.getSetCookie();
  if (!session) return { viewer: null, setCookies };
  const viewer = await viewerOfSession(session.user);
  return { viewer, setCookies };
}

async function viewerOfSession(user: { id: string; email: string; name: string }): Promise<Viewer | null> {
  const storeId = (user as { storeId?: string }).storeId;
  if (!storeId) return null;
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return null;
  return { userId: user.id, email: user.email, name: user.name, store };
}

/**
 * The store-access rule (DECISIONS.md "Sign-in"), the one place every page and endpoint goes through:
 * a user may act on their own store; a master's user also on the master's children. Anything else,
 * including a slug that does not exist, is refused the same way so nobody can probe for stores.
 */
export function mayAccess(viewer: Viewer, store: Pick<Store, "id" | "parentId">): boolean {
  if (store.id === viewer.store.id) return true;
  return viewer.store.isMaster && store.parentId === viewer.store.id;
}

export async function accessibleStoreBySlug(viewer: Viewer, slug: string): Promise<Store> {
  // The viewer's own store was read with the session, in this request.
  if (slug === viewer.store.slug) return viewer.store;
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.slug, slug));
  if (!store || !mayAccess(viewer, store)) throw forbidden();
  return store;
}

/** For endpoints that name a store by another key (CRM id, store number, a record's store). */
export async function assertAccessById(viewer: Viewer, storeId: string): Promise<Store> {
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store || !mayAccess(viewer, store)) throw forbidden();
  return store;
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError("unauthenticated", "Bitte melden Sie sich an.");
  return viewer;
}

/** Where a user lands after signing in (DECISIONS.md): the dashboard for a master, else the overview. */
export function landingPath(store: Pick<Store, "slug" | "isMaster">): string {
  return `/stores/${store.slug}/${store.isMaster ? "dashboard" : "overview"}`;
}
