import type { ComponentType } from "react";
import type { ConsolePage } from "@/lib/domain/console/console-routes";
import type { ScreenProps } from "../../../../../components/console/screen-props";
import { AppointmentsScreen } from "../../../../../components/console/appointments/appointments-screen";
import { CustomerScreen } from "../../../../../components/console/appointments/customer-screen";
import { DashboardScreen } from "../../../../../components/master/dashboard/dashboard-screen";
import { LeadpoolScreen } from "../../../../../components/console/leadpool/leadpool-screen";
import { OverviewScreen } from "../../../../../components/console/overview/overview-screen";
import { ProfileScreen } from "../../../../../components/console/profile/profile-screen";
import { RankingScreen } from "../../../../../components/console/ranking/ranking-screen";
import { RatingsScreen } from "../../../../../components/console/ratings/ratings-screen";
import { ProposalScreen } from "../../../../../components/console/status/proposal-screen";
import { StatusScreen } from "../../../../../components/console/status/status-screen";

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
