import "server-only";
import type { Store } from "@/models/platform/stores";
import type { ChildScope } from "@/lib/domain/platform/roles";
import { forbidden } from "../platform/errors";
import { actableChildren, type ChildRef } from "../platform/stores";

/**
 * A master's children that the member may act on, by name, and those a request names by slug: all of
 * them when it names none. A slug that is not such a child is refused with 403, as if it were another store.
 */
export async function chosenChildren(
  master: Pick<Store, "id">,
  childSlugs: string[],
  scope: ChildScope,
): Promise<{ children: ChildRef[]; chosen: ChildRef[] }> {
  const children = await actableChildren(master, scope);
  const slugs = new Set(children.map((c) => c.slug));
  if (childSlugs.some((s) => !slugs.has(s))) throw forbidden();
  return { children, chosen: childSlugs.length ? children.filter((c) => childSlugs.includes(c.slug)) : children };
}
