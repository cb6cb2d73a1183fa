"use client";

import { badgeRating, describeBadge, type BadgeStats } from "@/lib/domain/platform/badge";
import { formatDate } from "@/lib/domain/platform/format";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { ScreenProps } from "../screen-props";

type Labelled = { id: string; label: string; value: string | number };

const LEVELS: Labelled[] = [
  { id: "top", label: "Gold", value: "ab 90 %" },
  { id: "middle", label: "Silber", value: "60 bis 89 %" },
  { id: "low", label: "Bronze", value: "unter 60 %" },
];

/** Tables of labelled values: the label, then the value. */
const LABELLED: DataTableColumn<Labelled>[] = [
  { id: "label", cell: ({ row }) => row.original.label },
  { id: "value", cell: ({ row }) => row.original.value },
];

/** "Ranking": where the studio stands on responsiveness (SPEC 9 badge rules) and what counts. */
export function RankingScreen({ store, title }: ScreenProps) {
  // Measured by the console page from the requests (lib/server/console/responsiveness.ts), with the days counted.
  const stats: BadgeStats = store.stats;
  const badge = describeBadge(stats);
  const c = stats.counts;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      <div className="mb-6 rounded border border-line p-4" data-testid="ranking-rating">
        <p className="text-4xl font-semibold">{badgeRating(stats)}%</p>
        <p className="mt-2">{badge.first}</p>
        <p>{badge.second}</p>
        {stats.range ? (
          <p className="mt-2 text-sm text-muted" data-testid="ranking-range">
            Gezählt werden Ihre Anfragen vom {formatDate(stats.range.startDay)} bis {formatDate(stats.range.endDay)}, wie im Dashboard der Zentrale.
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <DataTable
          header={false}
          caption="Stufen"
          data={LEVELS}
          columns={LABELLED}
          getRowId={(l) => l.id}
          rowProps={(l) => (l.id === badge.level ? { className: "bg-brand-light font-semibold", "aria-current": "true" } : {})}
        />
        <DataTable
          header={false}
          caption="Ihre Reaktionszeiten"
          data={[
            { id: "onTimeReply", label: "Rechtzeitig beantwortet", value: c?.onTimeReplyCount ?? 0 },
            { id: "timeoutReply", label: "Verspätet oder nicht beantwortet", value: c?.timeoutReplyCount ?? 0 },
          ]}
          columns={LABELLED}
          getRowId={(r) => r.id}
        />
      </div>
    </section>
  );
}
