"use client";

import { useMemo, useState } from "react";
import { pageCount, pageRows, sortRows, type SortingState, type TableColumn, type TableRow } from "./table-model";

type Options<T> = {
  data: T[];
  columns: TableColumn<T>[];
  getRowId: (row: T) => string;
  sorting?: SortingState;
  pageSize?: number;
  pageResetKey?: unknown;
  renderExpanded?: unknown;
  singleExpanded?: boolean;
  initialExpanded?: string[];
};

/** The table's rows as shown: sorted, opened where asked, and cut to the current page. */
export function useTableRows<T>(options: Options<T>) {
  const { data, columns, getRowId, renderExpanded, singleExpanded } = options;
  const [sorting, setSorting] = useState<SortingState>(options.sorting ?? []);
  const [page, setPage] = useState({ pageIndex: 0, pageSize: options.pageSize ?? 0 });
  const [expanded, setExpanded] = useState<Record<string, boolean>>(() =>
    Object.fromEntries((options.initialExpanded ?? []).map((id) => [id, true])),
  );
  const [resetKey, setResetKey] = useState(options.pageResetKey);
  if (!Object.is(resetKey, options.pageResetKey)) {
    setResetKey(options.pageResetKey);
    setPage((p) => ({ ...p, pageIndex: 0 }));
  }

  // A saved row must not throw the studio back to page 1 or close what is open; `pageResetKey` does.
  const sorted = useMemo(() => {
    const toggle = (id: string) =>
      setExpanded((old) => (old[id] ? { ...old, [id]: false } : singleExpanded ? { [id]: true } : { ...old, [id]: true }));
    const all = data.map((original, index): TableRow<T> => {
      const id = getRowId(original);
      return { id, index, original, getIsExpanded: () => !!renderExpanded && !!expanded[id], toggleExpanded: () => toggle(id) };
    });
    return sortRows(all, columns, sorting);
  }, [data, columns, sorting, expanded, getRowId, renderExpanded, singleExpanded]);
  const pages = pageCount(sorted.length, page.pageSize);
  // Fewer rows than before (a filter, a deleted row): the last page that still has rows.
  const shown = { ...page, pageIndex: Math.min(page.pageIndex, pages - 1) };
  const rows = options.pageSize !== undefined ? pageRows(sorted, shown) : sorted;
  return { sorting, setSorting, setPage, pages, shown, rows };
}
