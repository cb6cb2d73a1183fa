"use client";

import { badgeRating, describeBadge } from "@/lib/domain/badge";
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
  const badge = describeBadge(store.stats);
  const c = store.stats.counts;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      <div className="mb-6 rounded border border-line p-4" data-testid="ranking-rating">
        <p className="text-4xl font-semibold">{badgeRating(store.stats)}%</p>
        <p className="mt-2">{badge.first}</p>
        <p>{badge.second}</p>
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
            { id: "onTimeReply", label: "Antworten rechtzeitig", value: c?.onTimeReplyCount ?? 0 },
            { id: "timeoutReply", label: "Antworten verspätet", value: c?.timeoutReplyCount ?? 0 },
            { id: "onTimeUpload", label: "Planungen rechtzeitig hochgeladen", value: c?.onTimeUploadCount ?? 0 },
            { id: "timeoutUpload", label: "Planungen verspätet hochgeladen", value: c?.timeoutUploadCount ?? 0 },
          ]}
          columns={LABELLED}
          getRowId={(r) => r.id}
        />
      </div>
    </section>
  );
}
