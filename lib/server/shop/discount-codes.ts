import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { discountCodes, orders } from "@/models/shop/orders";
import { stores } from "@/models/platform/stores";
import type { Db, Tx } from "@/models/platform/db";

// The voucher codes per studio as the back office lists, creates and disables them.

/** Every studio's code with the studio and how many of its orders used it, by code and studio name. */
export function discountCodesWithUses(db: Db) {
  return db
    .select({
      code: discountCodes.code,
      amountCents: discountCodes.amountCents,
      maxUses: discountCodes.maxUses,
      validFrom: discountCodes.validFrom,
      validUntil: discountCodes.validUntil,
      active: discountCodes.active,
      storeId: stores.id,
      storeName: stores.name,
      storeNumber: stores.storeNumber,
      uses: sql<number>`(select count(*)::int from ${orders} where ${orders.storeId} = ${discountCodes.storeId} and ${orders.discountCode}->>'code' = ${discountCodes.code})`,
    })
    .from(discountCodes)
    .innerJoin(stores, eq(discountCodes.storeId, stores.id))
    .orderBy(asc(discountCodes.code), asc(stores.name));
}

/** The name of one of these studios that already has the code, or undefined. */
export async function studioWithCode(tx: Tx, code: string, storeIds: string[]): Promise<string | undefined> {
  const [taken] = await tx
    .select({ name: stores.name })
    .from(discountCodes)
    .innerJoin(stores, eq(discountCodes.storeId, stores.id))
    .where(and(eq(discountCodes.code, code), inArray(discountCodes.storeId, storeIds)))
    .limit(1);
  return taken?.name;
}

/** Writes the code for each of these studios. */
export async function insertDiscountCodes(tx: Tx, rows: (typeof discountCodes.$inferInsert)[]): Promise<void> {
  await tx.insert(discountCodes).values(rows);
}

/** Disables the code for one studio or, without storeId, for every studio; answers how many rows it disabled. */
export async function deactivateDiscountCode(db: Db, code: string, storeId?: string): Promise<number> {
  const done = await db
    .update(discountCodes)
    .set({ active: false })
    .where(and(eq(discountCodes.code, code), storeId ? eq(discountCodes.storeId, storeId) : undefined))
    .returning({ id: discountCodes.id });
  return done.length;
}
