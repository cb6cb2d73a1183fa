import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, type AuditAction } from "@/models/platform/team";
import { auditSubjectText } from "@/lib/domain/console/audit-text";
import { getDb } from "../platform/db";
import { olderThanCursor, pageOf } from "../platform/newest-first-page";

// The team page's audit log as owners read it (lib/server/platform/audit.ts records the entries).

export type AuditEntryDto = { id: string; at: string; action: AuditAction; actorName: string; subject: string };
export type AuditPage = { entries: AuditEntryDto[]; nextCursor: string | null };

/** A studio's audit log, newest first, `limit` entries after the cursor. */
export async function auditPage(storeId: string, opts: { cursor?: string; limit: number }): Promise<AuditPage> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), olderThanCursor(auditLog.createdAt, auditLog.id, opts.cursor)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(opts.limit + 1);
  const { page, nextCursor } = pageOf(rows, opts.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      action: r.action,
      actorName: r.actorName,
      subject: auditSubjectText(r.action, r.subject),
    })),
    nextCursor,
  };
}
