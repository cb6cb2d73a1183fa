import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import type { CreditNoteLine } from "../../lib/domain/shop/credit-note-amounts";

/**
 * Credit-note numbers ("GS-2026-00001"): gapless per calendar year (Europe/Berlin), never reused, a range
 * of their own beside the invoices'. `last` is raised in the transaction that stores the credit note, so
 * a rolled-back credit note gives its number back and two instances never draw the same one (row lock).
 */
export const creditNoteCounters = pgTable("credit_note_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * A credit note (Gutschrift, EN 16931 type code 381) of an order's invoice: what it credits, fixed when
 * it is issued (lib/domain/shop/credit-note-amounts.ts computed the amounts, in cents).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    /** As printed, e.g. "GS-2026-00001". */
    number: text("number").notNull().unique(),
    /** The invoice it corrects (BT-25) and that invoice's date (BT-26). */
    invoiceNumber: text("invoice_number").notNull(),
    invoiceIssuedAt: timestamp("invoice_issued_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    lines: jsonb("lines").$type<CreditNoteLine[]>().notNull(),
    netLinesCents: integer("net_lines_cents").notNull(),
    voucherCents: integer("voucher_cents").notNull(),
    shippingChargeCents: integer("shipping_charge_cents").notNull(),
    shippingDiscountCents: integer("shipping_discount_cents").notNull(),
    basisCents: integer("basis_cents").notNull(),
    vatRatePercent: integer("vat_rate_percent").notNull(),
    vatCents: integer("vat_cents").notNull(),
    grossCents: integer("gross_cents").notNull(),
    /**
     * What of the gross is paid back to the studio (lib/domain/shop/credit-note-settlement.ts): the part
     * the order's payments exceed what it owes after this credit note; the rest lowers the amount still
     * open. Fixed when it is issued (its text says which); null for credit notes from before payments were
     * tracked.
     */
    refundCents: integer("refund_cents"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("credit_notes_year_seq_uq").on(t.year, t.seq), index("credit_notes_order_idx").on(t.orderId, t.issuedAt)],
);

export type CreditNote = typeof creditNotes.$inferSelect;
