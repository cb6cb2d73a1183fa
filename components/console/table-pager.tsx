"use client";

import type { Table } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";

/** Paging under a table: 10 rows per page by default (SPEC 9), previous / next and the position. */
export function TablePager<T>({ table, total }: { table: Table<T>; total: number }) {
  const { pageIndex, pageSize } = table.getState().pagination;
  const pages = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
      <span data-testid="table-range">
        {first}–{last} von {total}
      </span>
      <div className="flex items-center gap-2">
        <Button variant="secondary" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          Zurück
        </Button>
        <span>
          Seite {pageIndex + 1} von {pages}
        </span>
        <Button variant="secondary" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          Weiter
        </Button>
      </div>
    </div>
  );
}
