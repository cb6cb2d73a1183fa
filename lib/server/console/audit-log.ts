import "server-only";
import { and, desc, eq, lt, or } from "drizzle-orm";
import { auditLog, type AuditAction } from "@/models/schema";
import { auditSubjectText } from "@/lib/domain/console/audit-text";
import { getDb } from "../platform/db";

// The team page's audit log as owners read it (lib/server/platform/audit.ts records the entries).

export type AuditEntryDto = { id: string; at: string; action: AuditAction; actorName: string; subject: string };
export type AuditPage = { entries: AuditEntryDto[]; nextCursor: string | null };

/** The cursor of a page: the last entry's time and id, so paging stays stable while entries arrive. */
function encodeCursor(at: Date, id: string) {
  return `${at.toISOString()}_${id}`;
}

function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [iso, id] = cursor.split("_");
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || !id ? null : { at, id };
}

/** A studio's audit log, newest first, `limit` entries after the cursor. */
export async function auditPage(storeId: string, opts: { cursor?: string; limit: number }): Promise<AuditPage> {
  const db = await getDb();
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.storeId, storeId),
        after ? or(lt(auditLog.createdAt, after.at), and(eq(auditLog.createdAt, after.at), lt(auditLog.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      action: r.action,
      actorName: r.actorName,
      subject: auditSubjectText(r.action, r.subject),
    })),
    nextCursor: rows.length > opts.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
