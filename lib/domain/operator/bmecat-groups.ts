/**
 * BMEcat's catalog group system (CATALOG_STRUCTURE: GROUP_ID, GROUP_NAME, PARENT_ID, type root/node/leaf)
 * mapped onto the shop's two levels: category and subcategory (models/shop/catalog.ts). A group of
 * type "root" is the catalog itself and no level; groups without a parent (PARENT_ID empty or 0)
 * and the root's children become categories, their children subcategories, and deeper groups count as the
 * subcategory they lie in.
 */

export type BmecatGroup = { id: string; name: string; parentId: string | null; type: string | null };
export type ShopPlace = { category: string; subcategory: string | null };
export type GroupProblem = { groupId: string; message: string };

export const MAX_GROUPS = 20_000;

function isRootMarker(parentId: string | null): boolean {
  return parentId === null || parentId === "" || parentId === "0";
}

/** For each group the category and subcategory names it stands for; problems for broken trees. */
export function placeGroups(groups: readonly BmecatGroup[]): { places: Map<string, ShopPlace>; problems: GroupProblem[] } {
  const byId = new Map<string, BmecatGroup>();
  const problems: GroupProblem[] = [];
  for (const g of groups) {
    if (byId.has(g.id)) problems.push({ groupId: g.id, message: `Warengruppe „${g.id}“ ist doppelt definiert` });
    byId.set(g.id, g);
  }
  const roots = new Set(groups.filter((g) => g.type?.toLowerCase() === "root").map((g) => g.id));
  const places = new Map<string, ShopPlace>();
  for (const g of groups) {
    if (roots.has(g.id)) continue;
    // The chain from this group up to the catalog, nearest first.
    const chain: BmecatGroup[] = [];
    let current: BmecatGroup | undefined = g;
    let broken = false;
    while (current && !roots.has(current.id)) {
      if (chain.includes(current) || chain.length > 50) {
        problems.push({ groupId: g.id, message: `Warengruppe „${g.id}“ liegt in einem Kreis von Obergruppen` });
        broken = true;
        break;
      }
      chain.push(current);
      if (isRootMarker(current.parentId)) break;
      const parent = byId.get(current.parentId!);
      if (!parent) {
        problems.push({ groupId: g.id, message: `Obergruppe „${current.parentId}“ von Warengruppe „${current.id}“ fehlt` });
        broken = true;
        break;
      }
      current = parent;
    }
    if (broken) continue;
    const top = chain[chain.length - 1];
    const second = chain.length >= 2 ? chain[chain.length - 2] : null;
    places.set(g.id, { category: top.name, subcategory: second?.name ?? null });
  }
  return { places, problems };
}
