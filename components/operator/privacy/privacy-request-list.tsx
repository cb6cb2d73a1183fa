"use client";

import { ListTable } from "@/components/ui/list-table";
import type { EndpointOutput } from "@/lib/api/client";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";

type Request = EndpointOutput<"privacyRequests", "GET">["requests"][number];

/** The past requests for information and erasure: when, what, for whom, by whom, done when. */
export function PrivacyRequestList({ requests }: { requests: Request[] }) {
  return (
    <ListTable
      columns={["Eingang", "Art", "Suchbegriff", "Kundennummern", "Bearbeitet von", "Erledigt"]}
      minWidth="min-w-[720px]"
      testId="privacy-requests"
    >
      {requests.map((r) => (
        <tr key={r.id} className="border-t border-line align-top">
          <td className="py-1 pr-3">{berlinDateTimeText(r.createdAt)}</td>
          <td className="py-1 pr-3">
            {r.kindLabel}
            {r.format ? ` (${r.format.toUpperCase()})` : ""}
          </td>
          <td className="py-1 pr-3 break-all">{r.query}</td>
          <td className="py-1 pr-3">{r.subject || "–"}</td>
          <td className="py-1 pr-3">{r.operatorName}</td>
          <td className="py-1">{r.completedAt ? berlinDateTimeText(r.completedAt) : "offen"}</td>
        </tr>
      ))}
    </ListTable>
  );
}
