import "server-only";
import { asc, eq } from "drizzle-orm";
import { cache } from "react";
import { advisors, stores } from "@/models/platform/stores";
import { parseAdvantages } from "@/lib/domain/console/profile-rules";
import { openingDayText } from "@/lib/domain/console/profile-form";
import { WEEKDAYS, WEEKDAY_LABELS } from "@/lib/domain/console/opening-hours";
import { getDb } from "../platform/db";
import { withUrls, type MediaFileDto } from "../platform/media";

export type PublicStudio = {
  name: string;
  companyName: string;
  street: string;
  zip: string;
  city: string;
  phone: string | null;
  email: string | null;
  existsSince: string | null;
  advantages: string[];
  openingHours: { day: string; text: string }[];
  openingHoursComment: string | null;
  profilePhoto: MediaFileDto | null;
  photos: MediaFileDto[];
  videos: MediaFileDto[];
  advisors: { salutation: string; firstName: string; lastName: string }[];
};

/**
 * The public, read-only studio profile by profile slug (SPEC 2.3 item 5 "Zu Ihrem Profil"). Only what a
 * studio publishes: no advisor e-mails or phones, no internal flags. Null for an unknown slug.
 */
export const publicStudio = cache(async (profileSlug: string): Promise<PublicStudio | null> => {
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.profileSlug, profileSlug));
  if (!store) return null;
  const crm = store.crm as Record<string, unknown> & typeof store.crm;
  const people = await db.select().from(advisors).where(eq(advisors.storeId, store.id)).orderBy(asc(advisors.position));
  const [profile] = await withUrls(store.profilePictures.slice(0, 1));
  return {
    name: store.isMaster ? (crm.Used_Name__c ?? store.name) : store.name,
    companyName: crm.Used_Name__c ?? store.name,
    street: crm.BillingStreet ?? "",
    zip: crm.BillingPostalCode ?? "",
    city: crm.BillingCity ?? "",
    phone: crm.Phone ?? null,
    email: crm.Store_Email__c ?? null,
    existsSince: crm.Exists_Since__c ?? null,
    advantages: parseAdvantages(crm.USP__c),
    openingHours: WEEKDAYS.map((day) => ({ day: WEEKDAY_LABELS[day], text: openingDayText(crm, day) })),
    openingHoursComment: crm.Opening_Hours_Comment__c ?? null,
    profilePhoto: profile ?? null,
    photos: await withUrls(store.mediaPictures),
    videos: await withUrls(store.mediaVideos),
    advisors: people.map((a) => ({ salutation: a.salutation, firstName: a.firstName, lastName: a.lastName })),
  };
});
