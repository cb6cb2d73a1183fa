import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { accessLog, type AccessKind } from "@/models/console/access-log";
import { leads, proposals } from "@/models/console/requests";
import { type Store } from "@/models/platform/stores";
import type { Db, Tx } from "@/models/platform/db";
import { ACCESS_KIND_LABELS, accessScreenLabel, type AccessScreen } from "@/lib/domain/console/access-screens";
import { ANONYMISED_NAME } from "@/lib/domain/platform/retention-rules";
import { AppError } from "../platform/errors";
import type { Viewer } from "../platform/access";
import { getDb } from "../platform/db";
import { olderThanCursor, pageOf } from "../platform/newest-first-page";
import { proposalRows, toProposalDto } from "./proposals";

// The access log of end customers' data (issue 34, docs/deletion-concept.md): every detail view, every
// revealed phone number or e-mail and every customer export, with who, when, which customer and the
// screen. Owners read it (storeAccessLog); the retention job deletes entries after the rule's period.

export type AccessEntryDto = {
  id: string;
  at: string;
  kind: AccessKind;
  kindLabel: string;
  userName: string;
  customerNumber: string;
  screen: string;
};
export type AccessPage = { entries: AccessEntryDto[]; nextCursor: string | null };

/** One entry, in the caller's transaction when there is one. */
export async function recordAccess(
  w: Db | Tx,
  entry: {
    storeId: string;
    viewer: Pick<Viewer, "userId" | "name">;
    kind: AccessKind;
    screen: AccessScreen;
    leadId?: string | null;
    customerNumber?: string;
  },
): Promise<void> {
  await w.insert(accessLog).values({
    storeId: entry.storeId,
    userId: entry.viewer.userId,
    userName: entry.viewer.name,
    kind: entry.kind,
    leadId: entry.leadId ?? null,
    customerNumber: entry.customerNumber ?? "",
    screen: entry.screen,
  });
}

/** A studio's access log, newest first, `limit` entries after the cursor. */
export async function accessPage(storeId: string, opts: { cursor?: string; limit: number }): Promise<AccessPage> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(accessLog)
    .where(and(eq(accessLog.storeId, storeId), olderThanCursor(accessLog.createdAt, accessLog.id, opts.cursor)))
    .orderBy(desc(accessLog.createdAt), desc(accessLog.id))
    .limit(opts.limit + 1);
  const { page, nextCursor } = pageOf(rows, opts.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      kind: r.kind,
      kindLabel: ACCESS_KIND_LABELS[r.kind],
      userName: r.userName,
      customerNumber: r.customerNumber,
      screen: accessScreenLabel(r.screen),
    })),
    nextCursor,
  };
}

const NOT_FOUND = "Diese Planung gehört nicht zu Ihrem Studio.";

/**
 * A person opens a customer's detail view or chooses "Anzeigen" for the phone number or e-mail of a
 * proposal of this studio: recorded first, then answered. Contact data only for unlocked rows (SPEC 4)
 * and never for an anonymised person (there is none left).
 */
export async function customerAccess(
  viewer: Viewer,
  store: Store,
  input: { crmId: string; kind: "detail" | "phone" | "email"; screen: AccessScreen },
  now = new Date(),
): Promise<{ value: string | null }> {
  const db = await getDb();
  const [row] = await proposalRows(db, sql`p.store_id = ${store.id} and p.crm_id = ${input.crmId}`);
  if (!row) throw new AppError("forbidden", NOT_FOUND);
  const dto = toProposalDto(row, [], now, { withContact: true });
  if (input.kind !== "detail" && !dto.unlocked) throw new AppError("rule", "Die Kontaktdaten sind erst nach der Freischaltung sichtbar.");
  const [lead] = await db
    .select({ id: leads.id, anonymizedAt: leads.anonymizedAt })
    .from(leads)
    .innerJoin(proposals, eq(proposals.leadId, leads.id))
    .where(eq(proposals.id, row.id));
  await recordAccess(db, {
    storeId: store.id,
    viewer,
    kind: input.kind,
    screen: input.screen,
    leadId: lead?.id,
    customerNumber: row.customer_number,
  });
  if (input.kind === "detail") return { value: null };
  if (lead?.anonymizedAt) return { value: ANONYMISED_NAME };
  const value = input.kind === "phone" ? dto.crm.Phone__c : dto.crm.Customer_Email__c;
  return { value: value ?? null };
}
