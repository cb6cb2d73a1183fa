"use client";

import { Fragment, useId, useRef, useState, type HTMLAttributes, type ReactNode } from "react";
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type ExpandedState,
  type HeaderContext,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronRight } from "lucide-react";
import { clsx } from "clsx";
import { DataTablePager } from "./data-table-pager";
import { useMediaQuery } from "./use-media-query";
import { SidewaysScrollHint, useOverflowsSideways } from "./sideways-scroll";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must match tanstack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Hidden on phones (below 768px): the row narrows to the other columns; expanded rows show the rest. */
    wide?: boolean;
    /** Numbers, prices and actions sit right. */
    align?: "right";
    /** The first column's cell opens its row itself (a button of its own): no extra chevron on phones. */
    opensRow?: boolean;
    /** The heading screen readers get for a column with no visible one ("Aktionen" unless given). */
    srHeader?: string;
  }
}

/** `any` as tanstack's own helpers type a list of columns with different value types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<T> = ColumnDef<T, any>;

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

/** Cell and header templates are called, not mounted as components: columns defined inline keep their cells' state. */
function render<C>(template: string | ((context: C) => ReactNode) | undefined, context: C): ReactNode {
  return typeof template === "function" ? template(context) : template;
}

function cellClass(meta: { wide?: boolean; align?: "right" } | undefined) {
  return clsx(meta?.wide && WIDE, meta?.align === "right" && "text-right");
}

/** The chevron of an opened or closed row, also for cells that open their row themselves. */
export function ExpandIcon({ open }: { open: boolean }) {
  return open ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />;
}

/** Opens a row on phones, where its `wide` columns are hidden. */
function ExpandToggle<T>({ row }: { row: Row<T> }) {
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
 * The one table of the product on @tanstack/react-table: header (sorting where asked), empty text,
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
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: paging?.pageSize ?? 0 });
  const [expanded, setExpanded] = useState<ExpandedState>(() => Object.fromEntries((props.initialExpanded ?? []).map((id) => [id, true])));
  const [resetKey, setResetKey] = useState(props.pageResetKey);
  if (!Object.is(resetKey, props.pageResetKey)) {
    setResetKey(props.pageResetKey);
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  }

  function onExpandedChange(updater: Updater<ExpandedState>) {
    setExpanded((old) => {
      const next = typeof updater === "function" ? updater(old) : updater;
      if (!singleExpanded || next === true || old === true) return next;
      const opened = Object.keys(next).find((id) => next[id] && !old[id]);
      return opened ? { [opened]: true } : next;
    });
  }

  const table = useReactTable({
    data,
    columns,
    state: { sorting, expanded, ...(paging ? { pagination } : {}) },
    getRowId,
    enableSorting: !!props.sorting,
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    onExpandedChange,
    // A saved row must not throw the studio back to page 1 or close what is open; `pageResetKey` does.
    autoResetPageIndex: false,
    autoResetExpanded: false,
    getRowCanExpand: () => !!renderExpanded,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(paging ? { getPaginationRowModel: getPaginationRowModel() } : {}),
  });

  const hasWide = columns.some((c) => c.meta?.wide) && !columns[0]?.meta?.opensRow;
  const span = narrow ? columns.filter((c) => !c.meta?.wide).length : columns.length;
  const rows = table.getRowModel().rows;
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
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} className={style.head}>
                  {group.headers.map((h) => {
                    const label = render(h.column.columnDef.header as string | ((c: HeaderContext<T, unknown>) => ReactNode), h.getContext());
                    const sorted = h.column.getIsSorted();
                    return (
                      <th
                        key={h.id}
                        className={clsx(style.th, cellClass(h.column.columnDef.meta))}
                        aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      >
                        {h.column.getCanSort() ? (
                          <button type="button" className="inline-flex items-center gap-1" onClick={h.column.getToggleSortingHandler()}>
                            {label}
                            {sorted === "asc" ? (
                              <ArrowUp size={14} aria-hidden />
                            ) : sorted === "desc" ? (
                              <ArrowDown size={14} aria-hidden />
                            ) : (
                              <ArrowUpDown size={14} aria-hidden className="text-muted" />
                            )}
                          </button>
                        ) : label === "" || label == null ? (
                          // A column without a visible heading (actions, stars) still has one for screen readers.
                          <span className="sr-only">{h.column.columnDef.meta?.srHeader ?? "Aktionen"}</span>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
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
                    {row.getVisibleCells().map((cell, i) => {
                      const content = render(cell.column.columnDef.cell as string | ((c: CellContext<T, unknown>) => ReactNode), cell.getContext());
                      return (
                        <td key={cell.id} className={clsx(style.td, cellClass(cell.column.columnDef.meta))}>
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
      {paging ? <DataTablePager table={table} total={data.length} parsePageSize={paging.parsePageSize} /> : null}
    </div>
  );
}
