import type { StoreView } from "@/lib/domain/platform/store-view";

/**
 * What every console screen receives from the console page route. Apart from the route → screen map
 * (screens.tsx), so that the screens can take it without importing the map that imports them.
 */
export type ScreenProps = {
  /** The store the screen shows: the signed-in store, or the selected child for a master. */
  store: StoreView;
  /** The signed-in user's own store (the master when acting as a child). */
  ownStore: StoreView;
  /** Set when a master acts as this child (dashboard/{childId}/...). */
  childId?: string;
  /** Route parameters of detail pages (leadSlug, proposalCrmId, customerSlug). */
  params?: Record<string, string>;
  title: string;
};
