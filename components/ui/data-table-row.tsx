"use client";

import { Fragment, type HTMLAttributes, type ReactNode } from "react";
import { ChevronDown, ChevronRight } from "lucide-react";
import { clsx } from "clsx";
import type { TableLook } from "./data-table-looks";
import type { TableColumn, TableRow } from "./table-model";

export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

const WIDE = "hidden md:table-cell";

/** A cell's content: its template called (not mounted: columns defined inline keep their cells' state), else its value. */
function cellContent<T>(column: TableColumn<T>, row: TableRow<T>): ReactNode {
  const getValue = <V,>() => column.accessorFn?.(row.original) as V;
  if (column.cell) return column.cell({ row, getValue });
  const value = getValue<unknown>();
  return value === null || value === undefined ? null : String(value);
}

export function cellClass(meta: { wide?: boolean; align?: "right" } | undefined) {
  return clsx(meta?.wide && WIDE, meta?.align === "right" && "text-right");
}

/** The chevron of an opened or closed row, also for cells that open their row themselves. */
export function ExpandIcon({ open }: { open: boolean }) {
  return open ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />;
}

/** Opens a row on phones, where its `wide` columns are hidden. */
function ExpandToggle<T>({ row }: { row: TableRow<T> }) {
  const open = row.getIsExpanded();
  return (
    <button
      type="button"
      className="rounded p-0.5 md:hidden"
      aria-expanded={open}
      aria-label={open ? "Details zuklappen" : "Details aufklappen"}
      onClick={() => row.toggleExpanded()}
    >
      <ExpandIcon open={open} />
    </button>
  );
}

type Props<T> = {
  row: TableRow<T>;
  columns: TableColumn<T>[];
  attributes: RowAttributes | undefined;
  /** The first cell carries the phone's open toggle. */
  toggle: boolean;
  renderExpanded?: (row: T) => ReactNode;
  expandOn: "always" | "narrow";
  span: number;
  style: TableLook;
};

/** One row of the table and, when it is open, the row below it with its details. */
export function DataTableRow<T>({ row, columns, attributes, toggle, renderExpanded, expandOn, span, style }: Props<T>) {
  return (
    <Fragment>
      <tr {...attributes} className={clsx(style.row, attributes?.className)}>
        {columns.map((column, i) => {
          const content = cellContent(column, row);
          return (
            <td key={column.id} className={clsx(style.td, cellClass(column.meta))}>
              {i === 0 && toggle ? (
                <span className="inline-flex items-center gap-1">
                  <ExpandToggle row={row} />
                  {content}
                </span>
              ) : (
                content
              )}
            </td>
          );
        })}
      </tr>
      {renderExpanded && row.getIsExpanded() ? (
        <tr className={clsx(style.openRow, expandOn === "narrow" && "md:hidden")} data-testid="row-details">
          <td colSpan={span} className={style.openTd}>
            {renderExpanded(row.original)}
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
