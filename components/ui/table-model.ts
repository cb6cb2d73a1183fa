import type { ReactNode } from "react";

/**
 * The rules of the product's one table (components/ui/data-table.tsx), apart from drawing it: the row a cell
 * sees, the sorting a header click makes, the order of the rows and the page shown. Plain functions,
 * so they are unit-tested (table-model.test.ts) and the table ships only what it uses.
 */

/** A row as cells, headers and `renderExpanded` see it. */
export type TableRow<T> = {
  id: string;
  /** Its place in `data` (ties in sorting keep this order). */
  index: number;
  original: T;
  getIsExpanded: () => boolean;
  toggleExpanded: () => void;
};

export type TableCellContext<T> = { row: TableRow<T>; getValue: <V = unknown>() => V };

export type TableColumnMeta = {
  /** Hidden on phones (below 768px): the row narrows to the other columns; expanded rows show the rest. */
  wide?: boolean;
  /** Numbers, prices and actions sit right. */
  align?: "right";
  /** The first column's cell opens its row itself (a button of its own): no extra chevron on phones. */
  opensRow?: boolean;
  /** The heading screen readers get for a column with no visible one ("Aktionen" unless given). */
  srHeader?: string;
};

export type TableColumn<T> = {
  id: string;
  /** A text, or a template called (not mounted) with nothing. */
  header?: string | (() => ReactNode);
  /** The value the column sorts by and a cell without template shows. Without it the column does not sort. */
  accessorFn?: (row: T) => unknown;
  /** A template called (not mounted): columns defined inline keep their cells' state. */
  cell?: (context: TableCellContext<T>) => ReactNode;
  /** false: the header does not sort even where the table sorts. */
  enableSorting?: boolean;
  /** Replaces the comparison of the values (ascending; a descending sort reverses it). */
  sortingFn?: (a: TableRow<T>, b: TableRow<T>) => number;
  meta?: TableColumnMeta;
};

/** At most one column sorts (a click on another header replaces it). */
export type SortingState = { id: string; desc: boolean }[];

export function canSort<T>(column: TableColumn<T>, tableSorts: boolean): boolean {
  return tableSorts && column.enableSorting !== false && !!column.accessorFn;
}

/** Text columns start ascending (A–Z), numbers and dates descending (largest, newest first). */
export function firstDirection<T>(column: TableColumn<T>, data: T[]): "asc" | "desc" {
  const value = data.length > 0 && column.accessorFn ? column.accessorFn(data[0]) : undefined;
  return typeof value === "string" ? "asc" : "desc";
}

/**
 * What a click on a column's header makes of the sorting: unsorted → its first direction → the other
 * → unsorted again; a click on another column sorts by that one alone.
 */
export function nextSorting<T>(sorting: SortingState, column: TableColumn<T>, data: T[]): SortingState {
  const first = firstDirection(column, data);
  const current = sorting.find((s) => s.id === column.id);
  if (!current) return [{ id: column.id, desc: first === "desc" }];
  const now = current.desc ? "desc" : "asc";
  if (now !== first) return [];
  return [{ id: column.id, desc: now === "asc" }];
}

const collator = new Intl.Collator("de-DE", { numeric: true, sensitivity: "base" });

const isEmpty = (v: unknown) => v === null || v === undefined || v === "";

/** Ascending comparison of two values that are not empty: texts as German readers sort them. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "string" && typeof b === "string") return collator.compare(a, b);
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return (a as number) > (b as number) ? 1 : (a as number) < (b as number) ? -1 : 0;
}

/**
 * The rows in the order the sorting asks for; rows without a value (null, undefined, "") come last
 * in both directions, and equal rows keep their order in `data`.
 */
export function sortRows<T>(rows: TableRow<T>[], columns: TableColumn<T>[], sorting: SortingState): TableRow<T>[] {
  const entry = sorting[0];
  const column = entry ? columns.find((c) => c.id === entry.id) : undefined;
  if (!entry || !column?.accessorFn) return rows;
  const value = column.accessorFn;
  const sign = entry.desc ? -1 : 1;
  const compare = (a: TableRow<T>, b: TableRow<T>) => {
    if (column.sortingFn) return sign * column.sortingFn(a, b);
    const va = value(a.original);
    const vb = value(b.original);
    if (isEmpty(va) || isEmpty(vb)) return isEmpty(va) === isEmpty(vb) ? 0 : isEmpty(va) ? 1 : -1;
    return sign * compareValues(va, vb);
  };
  return [...rows].sort((a, b) => compare(a, b) || a.index - b.index);
}

export type Page = { pageIndex: number; pageSize: number };

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/** The rows of the page shown (all of them without paging, pageSize 0). */
export function pageRows<R>(rows: R[], page: Page): R[] {
  if (page.pageSize <= 0) return rows;
  return rows.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize);
}
