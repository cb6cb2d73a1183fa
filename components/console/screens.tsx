import type { ComponentType } from "react";
import type { Store } from "@/models/schema";
import type { ConsolePage } from "@/lib/domain/console-routes";
import { DashboardScreen } from "./dashboard/dashboard-screen";
import { LeadpoolScreen } from "./leadpool/leadpool-screen";
import { ProfileScreen } from "./profile/profile-screen";
import { OverviewScreen } from "./overview-screen";
import { ConsoleScreen } from "./console-screen";
import { AppointmentsScreen } from "./appointments-screen";
import { RatingsScreen } from "./ratings-screen";
import { RankingScreen } from "./ranking-screen";
import { CustomerScreen, ProposalScreen } from "./proposal-screen";

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
export const screens: Partial<Record<ConsolePage, ComponentType<ScreenProps>>> = {
  leadpool: LeadpoolScreen,
  profile: ProfileScreen,
  dashboard: DashboardScreen,
  overview: OverviewScreen,
  console: ConsoleScreen,
  appointments: AppointmentsScreen,
  ratings: RatingsScreen,
  ranking: RankingScreen,
  proposal: ProposalScreen,
  customer: CustomerScreen,
};
