import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { stores } from "../platform/stores";
import type { RequestKind, RequestLine, RequestState } from "../../lib/domain/shop/order-requests";

/** A photo of a return, stored under stores/{storeNumber}/returns/ (lib/domain/shop/order-requests.ts). */
export type RequestPhoto = { key: string; name: string; size: number; contentType: string };

/**
 * A studio's cancellation or return of order lines, decided by the operator (issue 33, docs/order-requests.md).
 * `lines` are matched to the order's lines when asked; an accepted one names the credit note it produced,
 * so deciding again never issues a second. Holds no end-customer data; the author and the operator who
 * decided are kept with the order (retention rule "accounting").
 */
export const orderRequests = pgTable(
  "order_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RequestKind>().notNull(),
    lines: jsonb("lines").$type<RequestLine[]>().notNull(),
    /** A cancellation's text, or a return's reason code (RETURN_REASONS). */
    reason: text("reason").notNull(),
    comment: text("comment"),
    photos: jsonb("photos").$type<RequestPhoto[]>().notNull().default([]),
    state: text("state").$type<RequestState>().notNull().default("open"),
    /** The operator's message to the studio. */
    operatorMessage: text("operator_message").notNull().default(""),
    createdByUserId: text("created_by_user_id").notNull(),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedByName: text("decided_by_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    creditNoteNumber: text("credit_note_number"),
  },
  (t) => [index("order_requests_order_idx").on(t.orderId, t.createdAt), index("order_requests_state_idx").on(t.state, t.createdAt)],
);

export type OrderRequest = typeof orderRequests.$inferSelect;
