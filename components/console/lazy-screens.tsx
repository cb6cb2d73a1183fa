"use client";

import dynamic from "next/dynamic";

// Every console page is one route (app/stores/[storeSlug]/(console)/[[...path]]), and the bundler puts
// every client component that route's server modules import into the page's first load, whether it renders
// or not (issue 35: 1,390 kB on each console page). Imported through here, each screen's client part is a
// chunk of its own that the browser loads when the screen renders: during server rendering Next.js adds the
// rendered screen's chunks to the page, so it hydrates without a second round trip, and on a client-side
// navigation it loads the next screen's chunk then.
export const OverviewScreen = dynamic(() => import("./overview/overview-screen").then((m) => m.OverviewScreen));
export const StatusScreen = dynamic(() => import("./status/status-screen").then((m) => m.StatusScreen));
export const ProposalScreen = dynamic(() => import("./status/proposal-screen").then((m) => m.ProposalScreen));
export const AppointmentsScreen = dynamic(() => import("./appointments/appointments-screen").then((m) => m.AppointmentsScreen));
export const CustomerScreen = dynamic(() => import("./appointments/customer-screen").then((m) => m.CustomerScreen));
export const RatingsScreen = dynamic(() => import("./ratings/ratings-screen").then((m) => m.RatingsScreen));
export const RankingScreen = dynamic(() => import("./ranking/ranking-screen").then((m) => m.RankingScreen));
export const LeadpoolView = dynamic(() => import("./leadpool/leadpool-view").then((m) => m.LeadpoolView));
export const ProfileView = dynamic(() => import("./profile/profile-view").then((m) => m.ProfileView));
export const NotificationSettings = dynamic(() => import("./profile/notification-settings").then((m) => m.NotificationSettings));
