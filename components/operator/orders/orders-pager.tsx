"use client";

import { Button } from "@/components/ui/button";

/** Previous and next page of the order list, with the range shown. */
export function OrdersPager({
  offset,
  limit,
  total,
  onOffset,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  return (
    <nav aria-label="Seiten der Bestellungen" className="flex items-center gap-3 text-sm">
      <Button type="button" variant="secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        Vorherige Seite
      </Button>
      <span data-testid="orders-range">
        {offset + 1}–{Math.min(offset + limit, total)} von {total}
      </span>
      <Button type="button" variant="secondary" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
        Nächste Seite
      </Button>
    </nav>
  );
}
