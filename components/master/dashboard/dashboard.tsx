"use client";

import { Download } from "lucide-react";
import { checkStatsRange, parseStatsDay } from "@/lib/domain/master/stats-metrics";
import { RANGE_MESSAGES } from "@/lib/domain/platform/dashboard-range";
import { isoDay } from "@/lib/domain/platform/format";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { ChildFilter } from "./child-filter";
import { RankingTable } from "./ranking-table";
import { StatsChart } from "./stats-chart";
import { StatsTiles } from "./stats-tiles";
import { DashboardSwitches } from "./dashboard-switches";
import { useDashboardSelection } from "./use-dashboard-selection";
import { ServiceHealth } from "./service-health";
import { OpenDeliveriesSection } from "./open-deliveries-section";
import { useChildStores, useChildStoresStats } from "./use-dashboard-stats";

type Props = {
  masterSlug: string;
  /** CRM id of the store whose customers "Kunden exportieren" downloads. */
  exportCrmId: string;
  /** Berlin calendar day of the request, "YYYY-MM-DD": the default range ends here. */
  today: string;
  /** Set on dashboard/{childId}/dashboard: the statistics of this one child, no filter. */
  fixedChild?: { slug: string; name: string };
};

/** A valid day "YYYY-MM-DD" as a local Date for the picker. */
function localDay(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
}

function rangeProblem(startDate: string, endDate: string): string | null {
  const start = parseStatsDay(startDate);
  const end = parseStatsDay(endDate);
  if (!start || !end) return RANGE_MESSAGES.invalid;
  return checkStatsRange(start, end)?.message ?? null;
}

/** SPEC 2.2 "Statistiken": filter, range, tiles, report link, metric and chart switches, chart, rankings. */
export function Dashboard({ masterSlug, exportCrmId, today, fixedChild }: Props) {
  const { selection, update } = useDashboardSelection(today);
  const { startDate, endDate, metric, chart } = selection;
  const childSlugs = fixedChild ? [fixedChild.slug] : selection.childSlugs;
  const problem = rangeProblem(startDate, endDate);

  const children = useChildStores(masterSlug, !fixedChild);
  const stats = useChildStoresStats(masterSlug, { startDate, endDate, childSlugs, metric }, !problem);
  const data = problem ? undefined : stats.data;
  const empty = data && data.selected.requested.sum + data.selected.accepted.sum + data.selected.appointments.sum + data.selected.sold.sum === 0;

  return (
    <div className="flex flex-col gap-6" aria-busy={stats.isFetching}>
      <div className="flex flex-wrap items-end gap-4">
        {fixedChild ? (
          <p className="text-sm">
            Studio: <strong>{fixedChild.name}</strong>
          </p>
        ) : (
          <ChildFilter
            options={(children.data ?? []).map((c) => ({ slug: c.slug, name: c.crm.Name }))}
            value={selection.childSlugs}
            onChange={(slugs) => update({ childSlugs: slugs })}
          />
        )}
        <DateRangePicker
          id="stats-range"
          label="Zeitraum"
          value={
            problem ? { from: localDay(`${today.slice(0, 4)}-01-01`), to: localDay(today) } : { from: localDay(startDate), to: localDay(endDate) }
          }
          onChange={(r) => update({ startDate: isoDay(r.from), endDate: isoDay(r.to) })}
        />
        {/* The loading state keeps its place, so nothing below moves when the figures arrive. */}
        <span role="status" className="min-h-7 min-w-48 pb-2 text-sm text-muted">
          {!problem && stats.isPending ? "Statistiken werden geladen …" : stats.isFetching && data ? "Wird aktualisiert …" : null}
        </span>
      </div>

      {problem ? (
        <p role="alert" className="rounded border border-danger bg-white p-3 text-sm text-danger">
          {problem}
        </p>
      ) : stats.isError && !data ? (
        <p role="alert" className="rounded border border-danger bg-white p-3 text-sm text-danger">
          {stats.error.message}
        </p>
      ) : null}

      <StatsTiles totals={data?.selected} />
      {empty ? <p className="text-sm text-muted">Im gewählten Zeitraum gibt es keine Anfragen, Termine oder Verkäufe.</p> : null}

      <CustomerReport exportCrmId={exportCrmId} />

      <DashboardSwitches metric={metric} chart={chart} update={update} />
      {data ? (
        <StatsChart points={data.chart} metric={data.metric} type={chart} />
      ) : (
        <div className="h-72 rounded border border-line bg-surface" aria-hidden />
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <RankingTable
          title="Erhaltene Anfragen"
          valueLabel="Anfragen"
          entries={data?.ranking.requested ?? []}
          startDate={startDate}
          endDate={endDate}
        />
        <RankingTable title="Verkaufte Küchen" valueLabel="Verkauft" entries={data?.ranking.sold ?? []} startDate={startDate} endDate={endDate} />
      </div>
      <ServiceHealth masterSlug={masterSlug} startDate={startDate} endDate={endDate} childSlugs={childSlugs} enabled={!problem} />
      <OpenDeliveriesSection masterSlug={masterSlug} childSlugs={childSlugs} />
    </div>
  );
}

/** "Bericht": the download of the store's customers. */
function CustomerReport({ exportCrmId }: { exportCrmId: string }) {
  return (
    <section aria-labelledby="report-heading" className="rounded border border-line bg-white p-4">
      <h2 id="report-heading" className="mb-2 font-semibold">
        Bericht
      </h2>
      <a
        href={`/api/customersExport?storeCrmId=${encodeURIComponent(exportCrmId)}`}
        download
        className="inline-flex items-center gap-2 text-brand underline"
      >
        <Download size={16} aria-hidden /> Kunden exportieren
      </a>
    </section>
  );
}
