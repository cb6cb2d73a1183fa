"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";
import { isMetric, type Metric } from "@/lib/domain/master/stats-metrics";

export type ChartType = "line" | "bar";

export type DashboardSelection = {
  startDate: string;
  endDate: string;
  /** Chosen child slugs; empty = "Alle Studios". */
  childSlugs: string[];
  metric: Metric;
  chart: ChartType;
};

function fromParams(params: URLSearchParams, today: string): DashboardSelection {
  const metric = params.get("metric");
  return {
    // SPEC 9: the dashboard range runs from the start of the current year to today.
    startDate: params.get("startDate") ?? `${today.slice(0, 4)}-01-01`,
    endDate: params.get("endDate") ?? today,
    childSlugs: (params.get("childSlugs") ?? "").split(",").filter(Boolean),
    metric: isMetric(metric) ? metric : "requested",
    chart: params.get("chart") === "bar" ? "bar" : "line",
  };
}

/** Only what differs from the defaults goes into the URL. */
function toQuery(s: DashboardSelection, today: string): string {
  const q = new URLSearchParams();
  if (s.startDate !== `${today.slice(0, 4)}-01-01`) q.set("startDate", s.startDate);
  if (s.endDate !== today) q.set("endDate", s.endDate);
  if (s.childSlugs.length) q.set("childSlugs", s.childSlugs.join(","));
  if (s.metric !== "requested") q.set("metric", s.metric);
  if (s.chart !== "line") q.set("chart", s.chart);
  return q.toString();
}

/**
 * The dashboard's selection, mirrored into the URL (SPEC: "the URL keeps the selection"), so a reload
 * or a shared link shows the same figures. It is read from the URL once and then held in state, so a
 * click shows at once; the URL is replaced without a server round trip.
 */
export function useDashboardSelection(today: string) {
  const params = useSearchParams();
  const pathname = usePathname();
  const query = params.toString();
  const [selection, setSelection] = useState<DashboardSelection>(() => fromParams(new URLSearchParams(query), today));
  const [seenQuery, setSeenQuery] = useState(query);

  // The URL changed from outside (a menu link, back/forward): follow it. Our own replaceState leads
  // to the same normalised query, so it is not applied twice.
  if (query !== seenQuery) {
    setSeenQuery(query);
    const fromUrl = fromParams(new URLSearchParams(query), today);
    if (toQuery(fromUrl, today) !== toQuery(selection, today)) setSelection(fromUrl);
  }

  const update = useCallback(
    (patch: Partial<DashboardSelection>) => {
      const next = { ...selection, ...patch };
      setSelection(next);
      const q = toQuery(next, today);
      window.history.replaceState(null, "", q ? `${pathname}?${q}` : pathname);
    },
    [selection, pathname, today],
  );

  return { selection, update };
}
