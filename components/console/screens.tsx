import type { ComponentType } from "react";
import type { ConsolePage } from "@/lib/domain/console-routes";
import type { ScreenProps } from "./screen-props";
import { AppointmentsScreen } from "./appointments/appointments-screen";
import { CustomerScreen } from "./appointments/customer-screen";
import { DashboardScreen } from "./dashboard/dashboard-screen";
import { LeadpoolScreen } from "./leadpool/leadpool-screen";
import { OverviewScreen } from "./overview/overview-screen";
import { ProfileScreen } from "./profile/profile-screen";
import { RankingScreen } from "./ranking/ranking-screen";
import { RatingsScreen } from "./ratings/ratings-screen";
import { ProposalScreen } from "./status/proposal-screen";
import { StatusScreen } from "./status/status-screen";

/**
 * The screen of each console page (lib/domain/console-routes.ts names the pages). A page without an
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
