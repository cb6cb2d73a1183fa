"use client";

import { useState } from "react";
import type { Page } from "./table-model";
import { Button } from "./button";

/**
 * The pager under a table: the rows shown ("11–20 von 42"), previous / next with the page, and where
 * the table asks for it the "Zeige N Zeilen" input, whose rule the product passes in (SPEC 5).
 */
export function DataTablePager({
  page,
  pages,
  onPage,
  total,
  parsePageSize,
}: {
  page: Page;
  pages: number;
  onPage: (page: Page) => void;
  total: number;
  parsePageSize?: (input: string) => number;
}) {
  const { pageIndex, pageSize } = page;
  const [sizeInput, setSizeInput] = useState(String(pageSize));
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex flex-wrap items-center gap-4">
        {parsePageSize ? (
          <label className="flex items-center gap-2">
            Zeige
            <input
              aria-label="Zeilen pro Seite"
              className="w-16 rounded border border-line px-2 py-1"
              value={sizeInput}
              onChange={(e) => {
                setSizeInput(e.target.value);
                onPage({ pageIndex: 0, pageSize: parsePageSize(e.target.value) });
              }}
              onBlur={() => setSizeInput(String(parsePageSize(sizeInput)))}
            />
            Zeilen
          </label>
        ) : null}
        <span data-testid="table-range">
          {first}–{last} von {total}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <Button variant="secondary" className="px-3 py-1" onClick={() => onPage({ pageIndex: pageIndex - 1, pageSize })} disabled={pageIndex === 0}>
          Zurück
        </Button>
        <span data-testid="table-page">
          Seite {pageIndex + 1} von {pages}
        </span>
        <Button
          variant="secondary"
          className="px-3 py-1"
          onClick={() => onPage({ pageIndex: pageIndex + 1, pageSize })}
          disabled={pageIndex >= pages - 1}
        >
          Weiter
        </Button>
      </div>
    </div>
  );
}
