"use client";

import { Button } from "@/components/ui/button";
import { ListTable } from "@/components/ui/list-table";
import type { EndpointOutput } from "@/lib/api/client";
import { berlinDateText } from "@/lib/domain/platform/berlin-time";
import { privacyExportHref, useRefreshPrivacyRequests } from "./use-privacy";

type Subject = EndpointOutput<"privacySearch", "GET">["subjects"][number];

const LINK_BUTTON = "inline-flex items-center rounded border border-line px-3 py-2 text-sm font-medium hover:bg-black/5";

/** One person found: what is stored in which studio, the exports and the erasure. */
export function PrivacySubjectCard({ subject: s, erasing, onErase }: { subject: Subject; erasing: boolean; onErase: () => void }) {
  const refresh = useRefreshPrivacyRequests();
  return (
    <div className="flex flex-col gap-3 rounded border border-line p-3" data-testid="privacy-subject">
      <h2 className="text-lg font-semibold">
        {s.names.join(", ") || "Ohne Namen"}
        {s.customerNumbers.length ? <span className="text-sm font-normal"> · {s.customerNumbers.join(", ")}</span> : null}
      </h2>
      <p className="text-sm">
        {s.records.length} Einträge in {s.studios.length === 1 ? "einem Studio" : `${s.studios.length} Studios`}: {s.studios.join(", ")}
      </p>
      <ListTable columns={["Studio", "Art", "Datum", "Kundennummer"]} minWidth="min-w-[520px]" testId="privacy-records">
        {s.records.map((r, i) => (
          <tr key={i} className="border-t border-line">
            <td className="py-1 pr-3">{r.studio}</td>
            <td className="py-1 pr-3">{r.kindLabel}</td>
            <td className="py-1 pr-3">{berlinDateText(r.date)}</td>
            <td className="py-1">{r.customerNumber}</td>
          </tr>
        ))}
      </ListTable>
      <div className="flex flex-wrap gap-2">
        <a className={LINK_BUTTON} href={privacyExportHref(s.subjectId, "json")} download onClick={() => setTimeout(refresh, 1500)}>
          Auskunft exportieren (JSON)
        </a>
        <a className={LINK_BUTTON} href={privacyExportHref(s.subjectId, "pdf")} download onClick={() => setTimeout(refresh, 1500)}>
          Auskunft exportieren (PDF)
        </a>
        <Button type="button" variant="danger" busy={erasing} onClick={onErase}>
          Löschen
        </Button>
      </div>
    </div>
  );
}
