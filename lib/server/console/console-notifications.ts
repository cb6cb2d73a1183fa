import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { leads, notifications, proposals } from "@/models/console/requests";
import { stores, type Store } from "@/models/platform/stores";
import { planningRedirect } from "./proposals";
import { isUnseen } from "@/lib/domain/console/notification-counter";
import { getDb } from "../platform/db";

/** How many notifications the panel lists; older ones are of no use in a bell. */
export const NOTIFICATION_LIMIT = 50;

export type NotificationDto = {
  _id: string;
  message: string;
  storeSlug: string;
  createdAt: string;
  unseen: boolean;
  lead: { leadNumber: string; Customer_Number__c: string } | null;
  /** SPEC 3: each notification links to the customer's planning. */
  notificationLead: { personalizedLink: string } | null;
};

/** GET notifications (SPEC 7): notifications, notificationsSeen, newNotifications. */
export async function storeNotifications(store: Store) {
  const db = await getDb();
  const rows = await db
    .select({ n: notifications, l: { leadNumber: leads.leadNumber, crm: leads.crm }, proposalCrmId: proposals.crmId })
    .from(notifications)
    .leftJoin(leads, eq(leads.id, notifications.leadId))
    .leftJoin(proposals, and(eq(proposals.leadId, notifications.leadId), eq(proposals.storeId, store.id)))
    .where(eq(notifications.storeId, store.id))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATION_LIMIT);
  const list: NotificationDto[] = rows.map(({ n, l, proposalCrmId }) => ({
    _id: n.id,
    message: n.message,
    storeSlug: store.slug,
    createdAt: n.createdAt.toISOString(),
    unseen: isUnseen(n.createdAt, store.lastNotificationsCheck),
    lead: l ? { leadNumber: l.leadNumber, Customer_Number__c: l.crm.Customer_Number__c } : null,
    // Through the redirect, so a notification never carries contact data the unlock rule hides.
    notificationLead: proposalCrmId ? { personalizedLink: planningRedirect(proposalCrmId) } : null,
  }));
  const newNotifications = list.filter((n) => n.unseen).length;
  return { notifications: list, notificationsSeen: newNotifications === 0, newNotifications };
}

/** POST storeLastNotificationsCheck (SPEC 4): everything up to now counts as seen. */
export async function markNotificationsChecked(store: Store) {
  const db = await getDb();
  const now = new Date();
  await db.update(stores).set({ lastNotificationsCheck: now }).where(eq(stores.id, store.id));
  return { lastNotificationsCheck: now.toISOString() };
}
