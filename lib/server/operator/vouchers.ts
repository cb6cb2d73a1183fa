import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { discountCodes, orders } from "@/models/shop/orders";
import { stores } from "@/models/platform/stores";
import type { OperatorVoucher, OperatorVoucherList, VoucherCreateInput } from "@/lib/domain/operator/vouchers";
import { eurosToCents } from "@/lib/domain/platform/money";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";

/** Every code with its studios and uses, and the studios a code may be given to. */
export async function listOperatorVouchers(): Promise<OperatorVoucherList> {
  const db = await getDb();
  const [rows, studios] = await Promise.all([
    db
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
      .orderBy(asc(discountCodes.code), asc(stores.name)),
    db.select({ id: stores.id, name: stores.name, storeNumber: stores.storeNumber }).from(stores).orderBy(asc(stores.name)),
  ]);
  const byCode = new Map<string, OperatorVoucher>();
  for (const r of rows) {
    const v = byCode.get(r.code) ?? {
      code: r.code,
      amountCents: r.amountCents,
      maxUses: r.maxUses,
      validFrom: r.validFrom,
      validUntil: r.validUntil,
      active: false,
      studios: [],
    };
    v.active ||= r.active;
    v.studios.push({ storeId: r.storeId, storeName: r.storeName, storeNumber: r.storeNumber, active: r.active, uses: Number(r.uses) });
    byCode.set(r.code, v);
  }
  return { vouchers: [...byCode.values()], studios };
}

/**
 * Creates a code for the chosen studios (or every studio that exists now) in one transaction; a studio
 * that already has the code is a 409 naming it, and nothing is created.
 */
export async function createOperatorVoucher(input: VoucherCreateInput): Promise<{ code: string; studios: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const chosen = input.forAll
      ? await tx.select({ id: stores.id, name: stores.name }).from(stores)
      : await tx.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, input.storeIds));
    if (chosen.length === 0 || (!input.forAll && chosen.length !== new Set(input.storeIds).size)) {
      throw new AppError("bad_input", "Mindestens eines der gewählten Studios gibt es nicht.", "storeIds");
    }
    const taken = await tx
      .select({ name: stores.name })
      .from(discountCodes)
      .innerJoin(stores, eq(discountCodes.storeId, stores.id))
      .where(
        and(
          eq(discountCodes.code, input.code),
          inArray(
            discountCodes.storeId,
            chosen.map((s) => s.id),
          ),
        ),
      )
      .limit(1);
    if (taken[0]) throw new AppError("conflict", `Den Code ${input.code} gibt es für das Studio „${taken[0].name}“ schon.`, "code");
    await tx.insert(discountCodes).values(
      chosen.map((s) => ({
        storeId: s.id,
        code: input.code,
        amountCents: eurosToCents(input.amount),
        maxUses: input.maxUses,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
      })),
    );
    return { code: input.code, studios: chosen.length };
  });
}

/** Disables a code for one studio or, without storeId, for every studio; 404 when nothing has it. */
export async function disableOperatorVoucher(input: { code: string; storeId?: string }): Promise<{ code: string; disabled: number }> {
  const db = await getDb();
  const done = await db
    .update(discountCodes)
    .set({ active: false })
    .where(and(eq(discountCodes.code, input.code), input.storeId ? eq(discountCodes.storeId, input.storeId) : undefined))
    .returning({ id: discountCodes.id });
  if (done.length === 0) throw new AppError("not_found", `Den Gutschein ${input.code} gibt es hier nicht.`, "code");
  return { code: input.code, disabled: done.length };
}
