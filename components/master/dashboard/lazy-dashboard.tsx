"use client";

import dynamic from "next/dynamic";

// The dashboard (with its charts) loads when its screen renders, not on every console page: the console
// is one route, and the bundler would put it into each page's first load (components/console/lazy-screens.tsx,
// issue 35).
export const Dashboard = dynamic(() => import("./dashboard").then((m) => m.Dashboard));
