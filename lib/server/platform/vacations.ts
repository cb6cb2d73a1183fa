import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { vacations, type Store, type Vacation } from "@/models/platform/stores";
import { AppError } from "./errors";
import { PAST_ABSENCE_MESSAGE, normalizeRange, startsInPast, type VacationDto } from "@/lib/domain/platform/absence";
import { isoDay } from "@/lib/domain/platform/format";
import { berlinToday } from "@/lib/domain/platform/berlin-time";
import type { VacationInput } from "@/lib/domain/platform/absence-schema";
import { getDb } from "./db";

const dto = (v: Vacation): VacationDto => ({ crm: { Id: v.crmId, Start_Date__c: v.startDate, End_Date__c: v.endDate } });

export async function listVacations(store: Pick<Store, "id">): Promise<VacationDto[]> {
  const db = await getDb();
  const rows = await db.select().from(vacations).where(eq(vacations.storeId, store.id)).orderBy(asc(vacations.startDate), asc(vacations.endDate));
  return rows.map(dto);
}

/**
 * storeVacationsSave: ranges with an Id are updated, ranges without one are added (SPEC 4 "Absence":
 * a new range is appended at once and saved). A reversed range is swapped (SPEC 5). Answers the
 * store's whole list, which replaces the browser's.
 */
export async function saveVacations(store: Pick<Store, "id">, list: VacationInput[], now = new Date()): Promise<VacationDto[]> {
  // A new absence starts today at the earliest (issue 29); saved ones keep their days.
  const today = isoDay(berlinToday(now));
  if (list.some((v) => !v.crm.Id && startsInPast(v.crm.Start_Date__c, v.crm.End_Date__c, today)))
    throw new AppError("bad_input", PAST_ABSENCE_MESSAGE, "vacations");
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const v of list) {
      const [startDate, endDate] = normalizeRange(v.crm.Start_Date__c, v.crm.End_Date__c);
      if (v.crm.Id) {
        await tx
          .update(vacations)
          .set({ startDate, endDate })
          .where(and(eq(vacations.crmId, v.crm.Id), eq(vacations.storeId, store.id)));
      } else {
        await tx.insert(vacations).values({ storeId: store.id, startDate, endDate });
      }
    }
  });
  return listVacations(store);
}

/** storeVacationDelete: removes one of the store's vacations and answers the remaining list. */
export async function deleteVacation(store: Pick<Store, "id">, vacationCrmId: string): Promise<VacationDto[]> {
  const db = await getDb();
  await db.delete(vacations).where(and(eq(vacations.crmId, vacationCrmId), eq(vacations.storeId, store.id)));
  return listVacations(store);
}
