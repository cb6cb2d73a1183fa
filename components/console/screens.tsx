import type { ComponentType } from "react";
import type { Store } from "@/models/schema";
import type { ConsolePage } from "@/lib/domain/console-routes";

/** What every console screen receives from the console page route. */
export type ScreenProps = {
  /** The store the screen shows: the signed-in store, or the selected child for a master. */
  store: Store;
  /** The signed-in user's own store (the master when acting as a child). */
  ownStore: Store;
  /** Set when a master acts as this child (dashboard/{childId}/...). */
  childId?: string;
  /** Route parameters of detail pages (leadSlug, proposalCrmId, customerSlug). */
  params?: Record<string, string>;
  title: string;
};

/**
 * The screen of each console page. A page without an entry shows the "Aktuell in Bearbeitung"
 * placeholder. Each feature adds its screens here.
 */
export const screens: Partial<Record<ConsolePage, ComponentType<ScreenProps>>> = {};
