"use client";

import { badgeRating, describeBadge } from "@/lib/domain/badge";
import type { ScreenProps } from "./screens";

const LEVELS = [
  { level: "top", label: "Gold", range: "ab 90 %" },
  { level: "middle", label: "Silber", range: "60 bis 89 %" },
  { level: "low", label: "Bronze", range: "unter 60 %" },
] as const;

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
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">Stufen</caption>
          <tbody>
            {LEVELS.map((l) => (
              <tr key={l.level} className={l.level === badge.level ? "bg-brand-light font-semibold" : "border-t border-line"} aria-current={l.level === badge.level ? "true" : undefined}>
                <td className="px-3 py-2">{l.label}</td>
                <td className="px-3 py-2">{l.range}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">Ihre Reaktionszeiten</caption>
          <tbody>
            <tr className="border-t border-line"><td className="px-3 py-2">Antworten rechtzeitig</td><td className="px-3 py-2">{c?.onTimeReplyCount ?? 0}</td></tr>
            <tr className="border-t border-line"><td className="px-3 py-2">Antworten verspätet</td><td className="px-3 py-2">{c?.timeoutReplyCount ?? 0}</td></tr>
            <tr className="border-t border-line"><td className="px-3 py-2">Planungen rechtzeitig hochgeladen</td><td className="px-3 py-2">{c?.onTimeUploadCount ?? 0}</td></tr>
            <tr className="border-t border-line"><td className="px-3 py-2">Planungen verspätet hochgeladen</td><td className="px-3 py-2">{c?.timeoutUploadCount ?? 0}</td></tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
