import "server-only";
import { asc, inArray } from "drizzle-orm";
import { stores } from "@/models/platform/stores";
import type { OperatorVoucher, OperatorVoucherList, VoucherCreateInput } from "@/lib/domain/operator/vouchers";
import { eurosToCents } from "@/lib/domain/platform/money";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { deactivateDiscountCode, discountCodesWithUses, insertDiscountCodes, studioWithCode } from "../shop/discount-codes";

/** Every code with its studios and uses, and the studios a code may be given to. */
export async function listOperatorVouchers(): Promise<OperatorVoucherList> {
  const db = await getDb();
  const [rows, studios] = await Promise.all([
    discountCodesWithUses(db),
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
    const taken = await studioWithCode(
      tx,
      input.code,
      chosen.map((s) => s.id),
    );
    if (taken !== undefined) throw new AppError("conflict", `Den Code ${input.code} gibt es für das Studio „${taken}“ schon.`, "code");
    await insertDiscountCodes(
      tx,
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
  const done = await deactivateDiscountCode(db, input.code, input.storeId);
  if (done === 0) throw new AppError("not_found", `Den Gutschein ${input.code} gibt es hier nicht.`, "code");
  return { code: input.code, disabled: done };
}
