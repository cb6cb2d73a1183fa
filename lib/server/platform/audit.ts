import "server-only";
import type { Db, Tx } from "@/models/platform/db";
import { auditLog, type AuditAction } from "@/models/platform/team";

/** Who did something: the member's user id and name, as recorded next to what they did. */
export type Actor = { userId: string; name: string };

export function actorOf(viewer: { userId: string; name: string }): Actor {
  return { userId: viewer.userId, name: viewer.name };
}

/** One audit entry, written in the caller's transaction when there is one. */
export async function recordAudit(
  w: Db | Tx,
  entry: { storeId: string; action: AuditAction; actor: Actor; subject?: string; details?: Record<string, unknown> },
): Promise<void> {
  await w.insert(auditLog).values({
    storeId: entry.storeId,
    action: entry.action,
    actorUserId: entry.actor.userId,
    actorName: entry.actor.name,
    subject: entry.subject ?? "",
    details: entry.details ?? {},
  });
}
