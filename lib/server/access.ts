import "server-only";
import { eq } from "drizzle-orm";
import { stores, type Store } from "@/models/schema";
import { AppError, forbidden } from "@/lib/api/errors";
import { getAuth } from "./auth";
import { getDb } from "./db";

/** The signed-in user with the store they belong to. */
export type Viewer = { userId: string; email: string; name: string; store: Store };

/** Reads the session cookie from the request headers; null when signed out or the session expired. */
export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const storeId = (session.user as { storeId?: string }).storeId;
  if (!storeId) return null;
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return null;
  return { userId: session.user.id, email: session.user.email, name: session.user.name, store };
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
