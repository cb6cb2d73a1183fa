import "server-only";
import { and, eq, lt, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// Paging a log newest first by (time, id): the cursor is the last entry's time and id, so paging stays
// stable while entries arrive. Used by the audit log and the access log of the team page.

/** The cursor after an entry. */
export function encodeCursor(at: Date, id: string): string {
  return `${at.toISOString()}_${id}`;
}

function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [iso, id] = cursor.split("_");
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || !id ? null : { at, id };
}

/** The condition "older than the cursor's entry" on a log's time and id columns; none without a (valid) cursor. */
export function olderThanCursor(createdAt: PgColumn, id: PgColumn, cursor: string | undefined): SQL | undefined {
  const after = cursor ? decodeCursor(cursor) : null;
  return after ? or(lt(createdAt, after.at), and(eq(createdAt, after.at), lt(id, after.id))) : undefined;
}

/** Of `limit + 1` rows read, the page and the cursor of the next one (null on the last page). */
export function pageOf<R extends { createdAt: Date; id: string }>(rows: R[], limit: number): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
