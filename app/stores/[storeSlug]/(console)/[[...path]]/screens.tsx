import type { ComponentType } from "react";
import type { ConsolePage } from "@/lib/domain/console/console-routes";
import type { ScreenProps } from "../../../../../components/console/screen-props";
import { DashboardScreen } from "../../../../../components/master/dashboard/dashboard-screen";
import { LeadpoolScreen } from "../../../../../components/console/leadpool/leadpool-screen";
import { ProfileScreen } from "../../../../../components/console/profile/profile-screen";
// The client screens load when they render (components/console/lazy-screens.tsx, issue 35).
import {
  AppointmentsScreen,
  CustomerScreen,
  OverviewScreen,
  ProposalScreen,
  RankingScreen,
  RatingsScreen,
  StatusScreen,
} from "../../../../../components/console/lazy-screens";

/**
 * The screen of each console page (lib/domain/console/console-routes.ts names the pages). A page without an
 * entry would show the "Aktuell in Bearbeitung" placeholder (SPEC 2.3 item 6).
 */
export const screens: Partial<Record<ConsolePage, ComponentType<ScreenProps>>> = {
  overview: OverviewScreen,
  status: StatusScreen,
  appointments: AppointmentsScreen,
  ratings: RatingsScreen,
  leadpool: LeadpoolScreen,
  profile: ProfileScreen,
  ranking: RankingScreen,
  dashboard: DashboardScreen,
  proposal: ProposalScreen,
  customer: CustomerScreen,
};
