import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { creditNotes } from "./credit-notes";
import type { PaymentRowState, PaymentSource } from "../../lib/domain/shop/payment-state";

/**
 * Money that arrived for orders (Vorkasse, DECISIONS.md "Payment"): typed in by the operator
 * (`manual`) or booked from the bank's camt.053 statement (`camt`). A credit that names no order with
 * certainty waits as `unmatched` ("Nicht zugeordnete Zahlungen") until the operator assigns it to an
 * order (`booked`) or marks it as not ours (`foreign`). Only `booked` rows count for an order.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source").$type<PaymentSource>().notNull(),
    /**
     * The bank's reference of the booking (camt.053: the entry's AcctSvcrRef or NtryRef, and the
     * transaction's place in a batch): the same statement imported twice books nothing twice. Null for
     * a payment recorded by hand.
     */
    bookingRef: text("booking_ref").unique(),
    /** Who paid (camt.053: RltdPties/Dbtr/Nm), as the bank or the operator names them. */
    payer: text("payer").notNull().default(""),
    payerIban: text("payer_iban"),
    /** The remittance information (RmtInf/Ustrd) or the operator's note. */
    reference: text("reference").notNull().default(""),
    amountCents: integer("amount_cents").notNull(),
    /** The day the money arrived (booking date), YYYY-MM-DD. */
    day: date("day", { mode: "string" }).notNull(),
    /** Null while unmatched or foreign. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    state: text("state").$type<PaymentRowState>().notNull(),
    /** Why an imported credit was not booked by itself (lib/domain/operator/payment-match.ts), for the operator. */
    unmatchedReason: text("unmatched_reason"),
    /** Who recorded, assigned or dismissed it (an operator's name or an API key's). */
    recordedByName: text("recorded_by_name").notNull(),
    decidedByName: text("decided_by_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_order_idx").on(t.orderId, t.day), index("payments_state_idx").on(t.state, t.createdAt)],
);

export type Payment = typeof payments.$inferSelect;

/**
 * The payment reminder of an order (a mail to its delivery contact after PAYMENT_REMINDER_DAYS unpaid,
 * lib/server/shop/payment-reminders.ts): one row per order, written with the queued mail, so an order is
 * reminded once. `skipped`: orders that existed before payments were tracked (the migration), never reminded.
 */
export const paymentReminders = pgTable("payment_reminders", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  kind: text("kind").$type<"sent" | "skipped">().notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/** A refund's way: due (to transfer), in a SEPA file handed to the bank (exported), transferred (done). */
export type RefundState = "due" | "exported" | "done";

/**
 * A refund due to a studio (docs/operator-payments.md "Refunds"): what a credit note of a paid order pays
 * back (credit_notes.refund_cents), written by the operator's job on `credit_note.issued`, one per credit
 * note. The account is the one the payment came from (the camt.053 payer's IBAN); a payment typed in by
 * hand names none, so the operator enters it. Exported as a SEPA credit transfer (pain.001.001.09) in a
 * batch, then marked done with the day of the transfer.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    creditNoteId: uuid("credit_note_id")
      .notNull()
      .unique()
      .references(() => creditNotes.id, { onDelete: "restrict" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    /** Where it goes: IBAN (compact), BIC (optional in SEPA), the account holder. Null IBAN: the operator enters it. */
    iban: text("iban"),
    bic: text("bic"),
    accountHolder: text("account_holder").notNull().default(""),
    state: text("state").$type<RefundState>().notNull().default("due"),
    /** The file it was exported in (its GrpHdr/MsgId) and when, by whom. */
    batch: text("batch"),
    exportedAt: timestamp("exported_at", { withTimezone: true }),
    exportedByName: text("exported_by_name"),
    /** The day the transfer was made (YYYY-MM-DD), as the operator marked it. */
    doneOn: date("done_on", { mode: "string" }),
    doneByName: text("done_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refunds_state_idx").on(t.state, t.createdAt), index("refunds_order_idx").on(t.orderId), index("refunds_batch_idx").on(t.batch)],
);

export type Refund = typeof refunds.$inferSelect;
