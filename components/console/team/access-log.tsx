"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { useAccessLog } from "./use-access-log";

/** Who looked at which end customer, when and where (issue 34); owners read it on the team page. */
export function AccessLog({ slug }: { slug: string }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1];
  const query = useAccessLog(slug, cursor);
  const entries = query.data?.entries ?? [];
  return (
    <section aria-labelledby="access-title" className="flex flex-col gap-2">
      <h2 id="access-title" className="font-semibold">
        Zugriffsprotokoll
      </h2>
      <p className="text-sm text-muted">
        Jede Detailansicht, jede angezeigte Telefonnummer oder E-Mail-Adresse und jeder Kundenexport. Einträge werden nach zwölf Monaten gelöscht.
      </p>
      <table className="w-full rounded bg-white text-sm" data-testid="access-log">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th className="px-3 py-2">ZEITPUNKT</th>
            <th className="px-3 py-2">WER</th>
            <th className="px-3 py-2">WAS</th>
            <th className="px-3 py-2">KUNDE</th>
            <th className="px-3 py-2">ANSICHT</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-line">
              <td className="px-3 py-2 whitespace-nowrap">{berlinDateTimeText(e.at)}</td>
              <td className="px-3 py-2">{e.userName}</td>
              <td className="px-3 py-2">{e.kindLabel}</td>
              <td className="px-3 py-2">{e.customerNumber || "–"}</td>
              <td className="px-3 py-2">{e.screen}</td>
            </tr>
          ))}
          {query.isSuccess && entries.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-3 py-2 text-muted">
                Noch keine Zugriffe protokolliert.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Neuere
        </Button>
        <Button
          variant="secondary"
          disabled={!query.data?.nextCursor}
          onClick={() => query.data?.nextCursor && setCursors((c) => [...c, query.data.nextCursor])}
        >
          Ältere
        </Button>
      </div>
    </section>
  );
}
