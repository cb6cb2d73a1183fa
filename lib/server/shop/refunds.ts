import "server-only";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { creditNotes } from "@/models/shop/credit-notes";
import { orders } from "@/models/shop/orders";
import { refunds, type Refund } from "@/models/shop/payments";
import { stores } from "@/models/platform/stores";
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

// The refunds as the back office writes and pays them (lib/server/operator/refunds.ts).

/** Writes the refund due of a credit note, once (a second try writes nothing: null). */
export async function insertRefundDue(
  db: Db,
  refund: { creditNoteId: string; orderId: string; amountCents: number; iban: string | null; accountHolder: string },
): Promise<string | null> {
  const [row] = await db.insert(refunds).values(refund).onConflictDoNothing({ target: refunds.creditNoteId }).returning({ id: refunds.id });
  return row?.id ?? null;
}

/** The refunds not yet done, oldest first, at most `limit`, with their order's number, studio and credit note. */
export async function openRefundRows(db: Db, limit: number) {
  return db
    .select({
      id: refunds.id,
      idfs: orders.idfs,
      studio: stores.name,
      creditNote: creditNotes.number,
      amountCents: refunds.amountCents,
      iban: refunds.iban,
      bic: refunds.bic,
      accountHolder: refunds.accountHolder,
      state: refunds.state,
      batch: refunds.batch,
      exportedAt: refunds.exportedAt,
      doneOn: refunds.doneOn,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
    .where(inArray(refunds.state, ["due", "exported"]))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

/** The refunds of an exported batch, oldest first. */
export async function refundsOfBatch(tx: Tx, batch: string): Promise<Refund[]> {
  return tx.select().from(refunds).where(eq(refunds.batch, batch)).orderBy(asc(refunds.createdAt));
}

/**
 * Marks the due refunds with an account as exported in one batch, oldest first, at most `limit`; their
 * rows are locked first, skipping those another export holds. Answers the refunds marked.
 */
export async function exportDueRefunds(tx: Tx, limit: number, batch: string, by: { name: string; at: Date }): Promise<Refund[]> {
  const due = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.state, "due"), isNotNull(refunds.iban)))
    .orderBy(asc(refunds.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(refunds)
    .set({ state: "exported", batch, exportedAt: by.at, exportedByName: by.name })
    .where(
      inArray(
        refunds.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

/** The numbers of these credit notes and of their orders, by credit note id. */
export async function creditNoteNumbers(db: Db, ids: string[]): Promise<Map<string, { number: string; idfs: string }>> {
  const rows = await db
    .select({ id: creditNotes.id, number: creditNotes.number, idfs: orders.idfs })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(inArray(creditNotes.id, ids));
  return new Map(rows.map((n) => [n.id, n]));
}

/** Marks the refunds not yet done and with an account as done on `day`; answers the ids marked. */
export async function markRefundsDoneIn(tx: Tx, ids: string[], day: string, by: { name: string }): Promise<string[]> {
  const rows = await tx
    .update(refunds)
    .set({ state: "done", doneOn: day, doneByName: by.name })
    .where(and(inArray(refunds.id, ids), inArray(refunds.state, ["due", "exported"]), isNotNull(refunds.iban)))
    .returning({ id: refunds.id });
  return rows.map((r) => r.id);
}

/** The state and account of these refunds (those that exist). */
export async function refundStates(db: Db | Tx, ids: string[]): Promise<Pick<Refund, "id" | "state" | "iban">[]> {
  return db.select({ id: refunds.id, state: refunds.state, iban: refunds.iban }).from(refunds).where(inArray(refunds.id, ids));
}

/** Sets the account of a refund still due; false when it is not (or no longer) due. */
export async function setDueRefundAccount(db: Db, id: string, account: Pick<Refund, "iban" | "bic" | "accountHolder">): Promise<boolean> {
  const [row] = await db
    .update(refunds)
    .set(account)
    .where(and(eq(refunds.id, id), eq(refunds.state, "due")))
    .returning({ id: refunds.id });
  return Boolean(row);
}
