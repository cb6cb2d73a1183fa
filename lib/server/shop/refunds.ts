import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { creditNotes } from "@/models/shop/credit-notes";
import { refunds } from "@/models/shop/payments";
import type { Db, Tx } from "@/models/platform/db";
import { centsToEuros } from "@/lib/domain/platform/money";
import type { OrderRefundDto } from "@/lib/domain/shop/payment-state";

/**
 * The refunds of orders as the studio reads them (docs/operator-payments.md "Refunds"): what its credit
 * notes pay back and whether the operator transferred it. The operator's job writes them
 * (lib/server/operator/refunds.ts); one query for all orders, oldest first.
 */
export async function refundsOfOrders(db: Db | Tx, orderIds: string[]): Promise<Map<string, OrderRefundDto[]>> {
  const byOrder = new Map<string, OrderRefundDto[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: refunds.orderId,
      creditNote: creditNotes.number,
      amountCents: refunds.amountCents,
      state: refunds.state,
      doneOn: refunds.doneOn,
    })
    .from(refunds)
    .innerJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.createdAt));
  for (const r of rows) {
    const dto: OrderRefundDto = {
      creditNote: r.creditNote,
      amount: centsToEuros(r.amountCents),
      state: r.state === "done" ? "done" : "open",
      doneOn: r.state === "done" ? r.doneOn : null,
    };
    byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), dto]);
  }
  return byOrder;
}
