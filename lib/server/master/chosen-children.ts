import "server-only";
import { asc, eq } from "drizzle-orm";
import { stores, type Store } from "@/models/schema";
import { mayActOnChild, type ChildScope } from "@/lib/domain/platform/roles";
import { forbidden } from "../platform/errors";
import { getDb } from "../platform/db";

export type ChildRef = { id: string; slug: string; name: string };

/**
 * A master's children that the member may act on, by name (a member given selected children sees only
 * those, as if the others did not exist), and those a request names by slug: all of them when it names
 * none. A slug that is not such a child is refused with 403, as if it were another store.
 */
export async function chosenChildren(
  master: Pick<Store, "id">,
  childSlugs: string[],
  scope: ChildScope,
): Promise<{ children: ChildRef[]; chosen: ChildRef[] }> {
  const db = await getDb();
  const children = (
    await db
      .select({ id: stores.id, slug: stores.slug, name: stores.name })
      .from(stores)
      .where(eq(stores.parentId, master.id))
      .orderBy(asc(stores.name))
  ).filter((c) => mayActOnChild(scope, c.id));
  const slugs = new Set(children.map((c) => c.slug));
  if (childSlugs.some((s) => !slugs.has(s))) throw forbidden();
  return { children, chosen: childSlugs.length ? children.filter((c) => childSlugs.includes(c.slug)) : children };
}
