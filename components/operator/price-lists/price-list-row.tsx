"use client";

import { Button } from "@/components/ui/button";
import type { EndpointOutput } from "@/lib/api/client";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";

type List = EndpointOutput<"priceLists", "GET">["lists"][number];

/** One price list of the table: its studios (direct and through their master), size, last change and actions. */
export function PriceListRow({ list, onView, onEdit, onDelete }: { list: List; onView: () => void; onEdit: () => void; onDelete: () => void }) {
  return (
    <tr className="border-b border-line align-top" data-testid="price-list-row">
      <td className="py-2 pr-3 font-semibold">{list.name}</td>
      <td className="py-2 pr-3">
        {list.stores.length === 0 ? <span className="text-muted">kein Studio</span> : null}
        <ul>
          {list.stores.map((s) => (
            <li key={s.slug}>
              {s.name} {s.isMaster ? <span className="text-xs text-muted">(Zentrale)</span> : null}
            </li>
          ))}
          {list.inheritedBy.map((s) => (
            <li key={s.slug} className="text-muted" data-testid="price-list-inherited">
              {s.name} <span className="text-xs">(über die Zentrale)</span>
            </li>
          ))}
        </ul>
      </td>
      <td className="py-2 pr-3">{list.lineCount.toLocaleString("de-DE")}</td>
      <td className="py-2 pr-3">{berlinDateTimeText(list.updatedAt)}</td>
      <td className="py-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={onView} aria-label={`Zeilen von „${list.name}“ ansehen`}>
            Zeilen
          </Button>
          <Button type="button" variant="secondary" onClick={onEdit} aria-label={`Preisliste „${list.name}“ bearbeiten`}>
            Bearbeiten
          </Button>
          <Button type="button" variant="secondary" onClick={onDelete} aria-label={`Preisliste „${list.name}“ löschen`}>
            Löschen
          </Button>
        </div>
      </td>
    </tr>
  );
}
