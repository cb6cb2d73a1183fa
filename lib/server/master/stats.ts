import "server-only";
import type { Store } from "@/models/platform/stores";
import type { ChildScope } from "@/lib/domain/platform/roles";
import { AppError, forbidden } from "../platform/errors";
import { centsToEuros } from "@/lib/domain/platform/money";
import {
  chartSeries,
  monthsBetween,
  rank,
  summarize,
  type ChartPoint,
  type Metric,
  type MetricSet,
  type RankingEntry,
} from "@/lib/domain/master/stats-metrics";
import { actableChildren } from "../platform/stores";
import { proposalCountsByMonth } from "../console/proposal-figures";

export type StatsQuery = { startDay: string; endDay: string; childSlugs: string[]; metric: Metric };

/** Metric values as the API shows them: counts, and revenue in euros (DECISIONS "Money and dates"). */
export type MetricSetDto = MetricSet;
export type StoreStatsDto = MetricSetDto & { _id: string; slug: string; name: string };

export type ChildStoresStatsDto = {
  startDate: string;
  endDate: string;
  metric: Metric;
  months: string[];
  /** Slugs of the studios the totals, chart and rankings cover (every child when none was chosen). */
  selectedSlugs: string[];
  stores: StoreStatsDto[];
  /** SPEC 3: totals of all studios. */
  all: MetricSetDto;
  /** Totals of the selected studios: the tiles. */
  selected: MetricSetDto;
  /** SPEC 3 "Chart point" series of `metric` over the selected studios. */
  chart: ChartPoint[];
  /** "Verkaufte Küchen" ranks by sold kitchens, "Erhaltene Anfragen" by requests; over the selection. */
  ranking: { sold: RankingEntry[]; requested: RankingEntry[] };
};

function toEuros(set: MetricSet): MetricSetDto {
  const months: Record<string, number> = {};
  for (const [m, cents] of Object.entries(set.sold.months)) months[m] = centsToEuros(cents);
  return { ...set, sold: { sum: centsToEuros(set.sold.sum), months } };
}

/**
 * childStoresStats (SPEC 7) for a master: every child's metrics, the totals of all and of the
 * selected children, the chart of one metric and the two rankings. A slug that is not this master's
 * child is refused with 403, as if it were another store.
 */
export async function childStoresStats(master: Store, query: StatsQuery, scope: ChildScope): Promise<ChildStoresStatsDto> {
  if (!master.isMaster) throw new AppError("forbidden", "Statistiken gibt es nur für Master-Studios.");
  const children = await actableChildren(master, scope);
  const bySlug = new Map(children.map((c) => [c.slug, c]));
  const chosen = [...new Set(query.childSlugs)].map((slug) => bySlug.get(slug));
  if (chosen.some((c) => !c)) throw forbidden();
  const selectedIds = chosen.map((c) => c!.id);

  const months = monthsBetween(query.startDay, query.endDay);
  const rows = children.length
    ? await proposalCountsByMonth(
        children.map((c) => c.id),
        months,
        query.startDay,
        query.endDay,
      )
    : [];
  const { byStore, all, selected } = summarize(
    children.map((c) => c.id),
    selectedIds,
    rows,
  );
  const inSelection = selectedIds.length ? children.filter((c) => selectedIds.includes(c.id)) : children;
  const selectedDto = toEuros(selected);
  return {
    startDate: query.startDay,
    endDate: query.endDay,
    metric: query.metric,
    months,
    selectedSlugs: inSelection.map((c) => c.slug),
    stores: children.map((c) => ({ _id: c.id, slug: c.slug, name: c.name, ...toEuros(byStore.get(c.id)!) })),
    all: toEuros(all),
    selected: selectedDto,
    chart: chartSeries(months, selectedDto[query.metric]),
    ranking: {
      sold: rank(inSelection.map((c) => ({ slug: c.slug, name: c.name, value: byStore.get(c.id)!.soldCount }))),
      requested: rank(inSelection.map((c) => ({ slug: c.slug, name: c.name, value: byStore.get(c.id)!.requested.sum }))),
    },
  };
}
