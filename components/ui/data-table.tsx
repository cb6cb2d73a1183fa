"use client";

import { useId, useRef, type ReactNode } from "react";
import { clsx } from "clsx";
import { DataTableHead } from "./data-table-head";
import { LOOKS } from "./data-table-looks";
import { DataTablePager } from "./data-table-pager";
import { DataTableRow, type RowAttributes } from "./data-table-row";
import { useMediaQuery } from "./use-media-query";
import { SidewaysScrollHint, useOverflowsSideways } from "./sideways-scroll";
import type { SortingState, TableColumn } from "./table-model";
import { useTableRows } from "./use-table-rows";

export type DataTableColumn<T> = TableColumn<T>;
export type { SortingState };

export { ExpandIcon } from "./data-table-row";

export type DataTableProps<T> = {
  data: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /**
   * The table's empty text. "row" (default): a row under the header, for a list that filters or a
   * period narrowed to nothing; "box": a box in place of the table, for a list with nothing in it yet.
   */
  empty?: ReactNode;
  emptyAs?: "row" | "box";
  /** "boxed": the console's framed table with a shaded header; "plain": lines only (shop, cards). */
  look?: "boxed" | "plain";
  caption?: ReactNode;
  /** false for a table of labelled values whose first column says what each row is. */
  header?: boolean;
  labelledBy?: string;
  /** On the element around table and pager. */
  testId?: string;
  className?: string;
  rowProps?: (row: T) => RowAttributes;
  /** Given: the columns sort by a click on their header (unless `enableSorting: false`), starting so. */
  sorting?: SortingState;
  /** Given: rows come in pages with the pager below (SPEC 9: tables default to 10 rows). */
  paging?: {
    pageSize: number;
    /** The rule of the "Zeige N Zeilen" input (SPEC 5); without it the input is not shown. */
    parsePageSize?: (input: string) => number;
  };
  /** A change (e.g. of the filters above) returns to the first page; a saved row does not. */
  pageResetKey?: unknown;
  /**
   * Rows that open below themselves. On phones a chevron in the first cell opens them when columns are
   * hidden there (`meta.wide`); wider screens open them from a cell (`row.toggleExpanded()`).
   */
  renderExpanded?: (row: T) => ReactNode;
  /** "narrow": the opened part only exists on phones (it repeats the hidden columns). */
  expandOn?: "always" | "narrow";
  /** At most one row open at a time; `initialExpanded` opens rows at first. */
  singleExpanded?: boolean;
  initialExpanded?: string[];
};

/**
 * The one table of the product (its rules in table-model.ts): header (sorting where asked), empty text,
 * pager, rows that expand, and the narrow layout where `wide` columns give way on phones.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { data, columns, empty, emptyAs = "row", look = "boxed", header = true, paging, renderExpanded, expandOn = "always" } = props;
  const style = LOOKS[look];
  const narrow = useMediaQuery("(max-width: 767px)");
  const { sorting, setSorting, setPage, pages, shown, rows } = useTableRows({ ...props, sorting: props.sorting, pageSize: paging?.pageSize });
  const hasWide = columns.some((c) => c.meta?.wide) && !columns[0]?.meta?.opensRow;
  const span = narrow ? columns.filter((c) => !c.meta?.wide).length : columns.length;
  const emptyText = data.length === 0 && empty !== undefined ? empty : null;
  // A table wider than the screen scrolls inside its frame and says so (a region keyboard users can scroll).
  const frameRef = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(frameRef);
  const hintId = useId();

  if (emptyText !== null && emptyAs === "box") {
    return (
      <div className={props.className} data-testid={props.testId}>
        <p className="rounded border border-line bg-surface p-6 text-muted" data-testid="table-empty">
          {emptyText}
        </p>
      </div>
    );
  }

  return (
    <div className={clsx("flex flex-col gap-3", props.className)} data-testid={props.testId}>
      {scrolls ? <SidewaysScrollHint id={hintId} /> : null}
      <div
        ref={frameRef}
        className={style.frame}
        {...(scrolls
          ? {
              role: "region",
              tabIndex: 0,
              "aria-describedby": hintId,
              "aria-labelledby": props.labelledBy,
              "aria-label": props.labelledBy ? undefined : "Tabelle",
            }
          : {})}
      >
        <table className="w-full text-left text-sm" aria-labelledby={props.labelledBy}>
          {props.caption ? <caption className={style.caption}>{props.caption}</caption> : null}
          {header ? (
            <DataTableHead columns={columns} data={data} sorting={sorting} sorts={!!props.sorting} onSorting={setSorting} style={style} />
          ) : null}
          <tbody>
            {emptyText !== null ? (
              <tr>
                <td colSpan={span} className={style.emptyTd} data-testid="table-empty">
                  {emptyText}
                </td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <DataTableRow
                key={row.id}
                row={row}
                columns={columns}
                attributes={props.rowProps?.(row.original)}
                toggle={!!renderExpanded && hasWide}
                renderExpanded={renderExpanded}
                expandOn={expandOn}
                span={span}
                style={style}
              />
            ))}
          </tbody>
        </table>
      </div>
      {paging ? <DataTablePager page={shown} pages={pages} onPage={setPage} total={data.length} parsePageSize={paging.parsePageSize} /> : null}
    </div>
  );
}
