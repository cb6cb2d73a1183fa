/** Paging rules of the product's tables (SPEC 9 "Tables default to 10 rows", SPEC 5 "Rows-per-page input"). */

/** Tables default to 10 rows (SPEC 9). */
export const DEFAULT_ROWS_PER_PAGE = 10;

/**
 * The "show N rows" input: a non-numeric entry becomes 1 (SPEC 5); numbers are whole and at least 1.
 */
export function parseRowsPerPage(input: string): number {
  const n = Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return n;
}

/** Paging of a table: 10 rows a page (SPEC 9). */
export const TABLE_PAGING = { pageSize: DEFAULT_ROWS_PER_PAGE } as const;

/** Paging with the "Zeige N Zeilen" input (the lead pool, SPEC 2.4) and its rule (SPEC 5). */
export const TABLE_PAGING_WITH_SIZE = { pageSize: DEFAULT_ROWS_PER_PAGE, parsePageSize: parseRowsPerPage } as const;
