"use client";

import { useChildStoresServiceStats } from "./use-dashboard-stats";
import { DECLINE_REASON_LABELS, DECLINE_REASONS } from "@/lib/domain/console/decline-reasons";
import { BONUS_THRESHOLD } from "@/lib/domain/platform/badge";
import { SidewaysScrollFrame } from "@/components/ui/sideways-scroll";

type Props = { masterSlug: string; startDate: string; endDate: string; childSlugs: string[]; enabled: boolean };

/**
 * "Reaktionszeit und Absagen": per child the share of requests answered in time over the range (the
 * badge rule, SPEC 9) and the declines per reason, so the head office sees who needs help.
 */
export function ServiceHealth({ masterSlug, startDate, endDate, childSlugs, enabled }: Props) {
  const stats = useChildStoresServiceStats(masterSlug, { startDate, endDate, childSlugs }, enabled);
  const rows = stats.data?.stores ?? [];
  return (
    <section aria-labelledby="service-heading" className="rounded border border-line bg-white p-4" data-testid="service-health">
      <h2 id="service-heading" className="mb-2 font-semibold">
        Reaktionszeit und Absagen
      </h2>
      {stats.isPending && enabled ? <p className="text-sm text-muted">Wird geladen …</p> : null}
      {stats.isError ? (
        <p role="alert" className="text-sm text-danger">
          {stats.error.message}
        </p>
      ) : null}
      {!stats.isPending && rows.length === 0 ? <p className="text-sm text-muted">Keine Studios ausgewählt.</p> : null}
      {rows.length ? (
        <SidewaysScrollFrame labelledBy="service-heading">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className="py-1 pr-3">Studio</th>
                <th className="py-1 pr-3">Rechtzeitig beantwortet</th>
                <th className="py-1 pr-3">Verspätet</th>
                {DECLINE_REASONS.map((r) => (
                  <th key={r} className="py-1 pr-3">
                    {DECLINE_REASON_LABELS[r]}
                  </th>
                ))}
                <th className="py-1">Absagen gesamt</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.slug} className="border-b border-line last:border-0" data-testid="service-row">
                  <td className="py-1 pr-3">{s.name}</td>
                  <td className={s.share >= BONUS_THRESHOLD ? "py-1 pr-3" : "py-1 pr-3 font-semibold text-danger"}>
                    {s.share} %{" "}
                    <span className="text-muted">
                      ({s.onTime} von {s.onTime + s.late})
                    </span>
                  </td>
                  <td className="py-1 pr-3">{s.late}</td>
                  {DECLINE_REASONS.map((r) => (
                    <td key={r} className="py-1 pr-3">
                      {s.declines[r]}
                    </td>
                  ))}
                  <td className="py-1">{s.declinesTotal}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-muted">
            Anfragen im Zeitraum; noch laufende Antwortzeiten zählen erst, wenn sie beantwortet oder abgelaufen sind.
          </p>
        </SidewaysScrollFrame>
      ) : null}
    </section>
  );
}
