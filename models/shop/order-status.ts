import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import type { Carrier } from "../../lib/domain/shop/order-status";
import type { LineChange } from "../../lib/domain/shop/order-status-update";

/**
 * What the supplier said about one order line (issue 33 "Status comes back"); a line without a row is
 * "Eingegangen". `lineNo` is the line's position in `orders.items`, 1-based (openTRANS LINE_ITEM_ID).
 * The confirmed quantity and date each keep the issue time of the update that set them, so an older
 * update never overwrites a newer one; delivered and cancelled only ever rise (lib/domain/shop/order-status.ts).
 */
export const orderLineStates = pgTable(
  "order_line_states",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    confirmedQuantity: integer("confirmed_quantity"),
    confirmedQuantityAt: timestamp("confirmed_quantity_at", { withTimezone: true }),
    /** YYYYMMDD, like desiredDeliveryDate. */
    confirmedDate: integer("confirmed_date"),
    confirmedDateAt: timestamp("confirmed_date_at", { withTimezone: true }),
    delivered: integer("delivered").notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

/** A parcel or freight of one order line: carrier, tracking number, quantity, day shipped. */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    carrier: text("carrier").$type<Carrier>().notNull(),
    /** Empty for a freight forwarder without one. */
    trackingNumber: text("tracking_number").notNull(),
    /** The parcels' own numbers (openTRANS PACKAGE_INFO/PACKAGE/PACKAGE_ID, JSON `packageIds`). */
    packageIds: jsonb("package_ids").$type<string[]>().notNull().default([]),
    quantity: integer("quantity").notNull(),
    /** YYYYMMDD. */
    shippedOn: integer("shipped_on").notNull(),
    /** The issue time of the update that last set it (a newer one may correct the quantity). */
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [unique("order_shipments_line_parcel_uq").on(t.orderId, t.lineNo, t.carrier, t.trackingNumber)],
);

/**
 * Every status update applied to an order, once per `updateId`: a repeated update is answered from here
 * and changes nothing. `changes` is what it changed per line (an audit of who said what, and when).
 */
export const orderStatusUpdates = pgTable(
  "order_status_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    updateId: text("update_id").notNull(),
    /** "json", "orderresponse", "dispatchnotification" or "betrieb" (set by hand). */
    source: text("source").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The API key's name or the operator's name. */
    byName: text("by_name").notNull(),
    changes: jsonb("changes").$type<LineChange[]>().notNull(),
  },
  (t) => [
    unique("order_status_updates_order_update_uq").on(t.orderId, t.updateId),
    index("order_status_updates_order_idx").on(t.orderId, t.receivedAt),
  ],
);

export type OrderLineStateRow = typeof orderLineStates.$inferSelect;
export type OrderShipmentRow = typeof orderShipments.$inferSelect;
export type OrderStatusUpdateRow = typeof orderStatusUpdates.$inferSelect;
