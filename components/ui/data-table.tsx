"use client";

import { Fragment, useId, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronRight } from "lucide-react";
import { clsx } from "clsx";
import { DataTablePager } from "./data-table-pager";
import { useMediaQuery } from "./use-media-query";
import { SidewaysScrollHint, useOverflowsSideways } from "./sideways-scroll";
import { canSort, nextSorting, pageCount, pageRows, sortRows, type SortingState, type TableColumn, type TableRow } from "./table-model";

export type DataTableColumn<T> = TableColumn<T>;
export type { SortingState };

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

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

const LOOKS = {
  boxed: {
    // relative: screen-reader-only text in cells (absolutely positioned) stays inside the scrolling frame.
    frame: "relative overflow-x-auto rounded border border-line",
    head: "bg-surface",
    th: "px-3 py-2 font-semibold",
    row: "border-t border-line",
    td: "px-3 py-2",
    openRow: "bg-surface/60",
    openTd: "px-3 py-3",
    emptyTd: "px-3 py-6 text-center text-muted",
    caption: "bg-surface px-3 py-2 text-left font-semibold",
  },
  plain: {
    frame: "relative overflow-x-auto",
    head: "border-b border-line text-xs text-muted",
    th: "py-2 pr-3 font-semibold last:pr-0",
    row: "border-b border-line",
    td: "py-3 pr-3 last:pr-0",
    openRow: "",
    openTd: "bg-surface p-4",
    emptyTd: "py-6 text-center text-muted",
    caption: "mb-2 text-left font-semibold",
  },
} as const;

const WIDE = "hidden md:table-cell";

/** A cell's content: its template called (not mounted: columns defined inline keep their cells' state), else its value. */
function cellContent<T>(column: TableColumn<T>, row: TableRow<T>): ReactNode {
  const getValue = <V,>() => column.accessorFn?.(row.original) as V;
  if (column.cell) return column.cell({ row, getValue });
  const value = getValue<unknown>();
  return value === null || value === undefined ? null : String(value);
}

function cellClass(meta: { wide?: boolean; align?: "right" } | undefined) {
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

/**
 * The one table of the product (its rules in table-model.ts): header (sorting where asked), empty text,
 * pager, rows that expand, and the narrow layout where `wide` columns give way on phones.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    data,
    columns,
    getRowId,
    empty,
    emptyAs = "row",
    look = "boxed",
    header = true,
    paging,
    renderExpanded,
    expandOn = "always",
    singleExpanded,
  } = props;
  const style = LOOKS[look];
  const narrow = useMediaQuery("(max-width: 767px)");
  const [sorting, setSorting] = useState<SortingState>(props.sorting ?? []);
  const [page, setPage] = useState({ pageIndex: 0, pageSize: paging?.pageSize ?? 0 });
  const [expanded, setExpanded] = useState<Record<string, boolean>>(() => Object.fromEntries((props.initialExpanded ?? []).map((id) => [id, true])));
  const [resetKey, setResetKey] = useState(props.pageResetKey);
  if (!Object.is(resetKey, props.pageResetKey)) {
    setResetKey(props.pageResetKey);
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
  const rows = paging ? pageRows(sorted, shown) : sorted;
  const sorts = !!props.sorting;

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
                        <button
                          type="button"
                          className="inline-flex items-center gap-1"
                          onClick={() => setSorting((now) => nextSorting(now, column, data))}
                        >
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
          ) : null}
          <tbody>
            {emptyText !== null ? (
              <tr>
                <td colSpan={span} className={style.emptyTd} data-testid="table-empty">
                  {emptyText}
                </td>
              </tr>
            ) : null}
            {rows.map((row) => {
              const attributes = props.rowProps?.(row.original);
              return (
                <Fragment key={row.id}>
                  <tr {...attributes} className={clsx(style.row, attributes?.className)}>
                    {columns.map((column, i) => {
                      const content = cellContent(column, row);
                      return (
                        <td key={column.id} className={clsx(style.td, cellClass(column.meta))}>
                          {i === 0 && renderExpanded && hasWide ? (
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
            })}
          </tbody>
        </table>
      </div>
      {paging ? <DataTablePager page={shown} pages={pages} onPage={setPage} total={data.length} parsePageSize={paging.parsePageSize} /> : null}
    </div>
  );
}
