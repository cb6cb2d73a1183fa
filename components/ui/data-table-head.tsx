"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { clsx } from "clsx";
import { cellClass } from "./data-table-row";
import type { TableLook } from "./data-table-looks";
import { canSort, nextSorting, type SortingState, type TableColumn } from "./table-model";

type Props<T> = {
  columns: TableColumn<T>[];
  data: T[];
  sorting: SortingState;
  sorts: boolean;
  onSorting: (change: (now: SortingState) => SortingState) => void;
  style: TableLook;
};

/** The header row: a sort button where the column sorts, a screen-reader heading where it has none. */
export function DataTableHead<T>({ columns, data, sorting, sorts, onSorting, style }: Props<T>) {
  return (
    <thead>
      <tr className={style.head}>
        {columns.map((column) => {
          const label = typeof column.header === "function" ? column.header() : column.header;
          const entry = sorting.find((e) => e.id === column.id);
          const direction = entry ? (entry.desc ? "desc" : "asc") : false;
          return (
            <th
              key={column.id}
              className={clsx(style.th, cellClass(column.meta))}
              aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined}
            >
              {canSort(column, sorts) ? (
                <button type="button" className="inline-flex items-center gap-1" onClick={() => onSorting((now) => nextSorting(now, column, data))}>
                  {label}
                  {direction === "asc" ? (
                    <ArrowUp size={14} aria-hidden />
                  ) : direction === "desc" ? (
                    <ArrowDown size={14} aria-hidden />
                  ) : (
                    <ArrowUpDown size={14} aria-hidden className="text-muted" />
                  )}
                </button>
              ) : label === "" || label == null ? (
                // A column without a visible heading (actions, stars) still has one for screen readers.
                <span className="sr-only">{column.meta?.srHeader ?? "Aktionen"}</span>
              ) : (
                label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
