import "server-only";
import { asc, eq } from "drizzle-orm";
import { advisors, type Store } from "@/models/platform/stores";
import { AppError } from "../platform/errors";
import type { Advisor } from "@/lib/domain/console/profile-rules";
import { getDb } from "../platform/db";

export type KitchenPlannerDto = {
  crm: { Id: string; Salutation: "Frau" | "Herr"; FirstName: string; LastName: string; Email: string; Phone: string };
};

function toDto(a: typeof advisors.$inferSelect): KitchenPlannerDto {
  return { crm: { Id: a.crmId, Salutation: a.salutation, FirstName: a.firstName, LastName: a.lastName, Email: a.email, Phone: a.phone } };
}

export async function kitchenPlanners(store: Store): Promise<KitchenPlannerDto[]> {
  const db = await getDb();
  const rows = await db.select().from(advisors).where(eq(advisors.storeId, store.id)).orderBy(asc(advisors.position));
  return rows.map(toDto);
}

/**
 * storeKitchenPlannersSave: the list sent is the store's whole advisor list in order. Entries with an
 * Id update that advisor, entries without one are added, advisors left out are deleted. An Id of
 * another store is refused before anything is written.
 */
export async function saveKitchenPlanners(store: Store, list: Advisor[]): Promise<KitchenPlannerDto[]> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(advisors).where(eq(advisors.storeId, store.id)).for("update");
    const byCrmId = new Map(existing.map((a) => [a.crmId, a]));
    const kept = new Set<string>();
    for (const [position, a] of list.entries()) {
      const values = { salutation: a.Salutation, firstName: a.FirstName, lastName: a.LastName, email: a.Email, phone: a.Phone, position };
      if (a.Id) {
        const row = byCrmId.get(a.Id);
        if (!row) throw new AppError("forbidden", "Dieser Berater gehört nicht zu Ihrem Studio.");
        if (kept.has(a.Id))
          throw new AppError(
            "bad_input",
            `kitchenPlanners.${position}.crm.Id: Der Berater ist doppelt aufgeführt.`,
            `kitchenPlanners.${position}.crm.Id`,
          );
        kept.add(a.Id);
        await tx.update(advisors).set(values).where(eq(advisors.id, row.id));
      } else {
        await tx.insert(advisors).values({ storeId: store.id, ...values });
      }
    }
    for (const row of existing) {
      if (!kept.has(row.crmId)) await tx.delete(advisors).where(eq(advisors.id, row.id));
    }
  });
  return kitchenPlanners(store);
}
