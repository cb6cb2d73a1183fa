import "server-only";
import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { addDays, parseISO, startOfDay, subDays } from "date-fns";
import { orders, type Order } from "@/models/shop/orders";
import type { CreditNote } from "@/models/shop/credit-notes";
import { products } from "@/models/shop/catalog";
import { type Store } from "@/models/platform/stores";
import { forbidden } from "../platform/errors";
import { toCreditNoteDto, toOrderDto, type OrderDto } from "@/lib/domain/shop/order-dto";
import { getDb } from "../platform/db";
import { assertAccessById, type Viewer } from "../platform/access";
import { giroCodePng, invoiceFor, orderGiroCodePayload, type InvoiceFile, type InvoiceFormat } from "./invoice";
import { creditNotesOfOrders } from "./credit-notes";
import { creditNoteFileOf, creditNoteRow } from "./credit-note-documents";
import { readOrderStatus, withOrderStatus } from "./order-status";
import { requestsOfOrders, withRequests } from "./order-requests";
import type { Db } from "@/models/platform/db";
import { bookedPayments, summariesFrom } from "./payments";
import { refundsOfOrders } from "./refunds";
import { toOrderPaymentDto } from "@/lib/domain/shop/payment-state";

export { submitOrder } from "./order-submit";
/** An order as stored, for the back office's order rows and exports. */
export type { Order } from "@/models/shop/orders";

/** SPEC 9: the orders screen shows the last 30 days unless the user picks another window. */
export const ORDERS_DEFAULT_DAYS = 30;

export type OrdersQuery = { search?: string; startDate?: string; endDate?: string };

/**
 * The articles of these orders that a catalog import has withdrawn since (issue 32: their lines are
 * shown „Nicht mehr lieferbar“; the stored order is never changed). One query for all.
 */
async function withdrawnArticles(db: Db, list: readonly OrderDto[]): Promise<Set<number>> {
  const ids = [...new Set(list.flatMap((o) => o.items.map((i) => i.id)))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isNotNull(products.withdrawnAt)));
  return new Set(rows.map((r) => r.id));
}

/**
 * What the studio reads of its orders: withdrawn lines marked, states and shipments, cancellations and
 * returns with what may still be asked, credit notes (issue 33, oldest first) and the payment state
 * (Vorkasse) with the refunds of the credit notes. Every fact is read at once, in parallel (each read
 * one query for the whole list), and then put together in this order: the requests need the lines'
 * status.
 */
async function forStudio(rows: Order[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const list = rows.map(toOrderDto);
  const ids = rows.map((o) => o.id);
  const [gone, status, requests, notes, paid, refunds] = await Promise.all([
    withdrawnArticles(db, list),
    readOrderStatus(db, list),
    requestsOfOrders(db, ids),
    creditNotesOfOrders(db, ids),
    bookedPayments(db, ids),
    refundsOfOrders(db, ids),
  ]);
  const summaries = summariesFrom(rows, creditedOf(notes), paid);
  const marked = list.map((o) => ({ ...o, items: o.items.map((i) => ({ ...i, withdrawn: gone.has(i.id) })) }));
  return withRequests(withOrderStatus(marked, status), requests).map((o) => {
    const s = summaries.get(o._id);
    const withNotes = { ...o, creditNotes: (notes.get(o._id) ?? []).map(toCreditNoteDto) };
    return s ? { ...withNotes, payment: toOrderPaymentDto(s), refunds: refunds.get(o._id) ?? [] } : withNotes;
  });
}

/** What the credit notes of each order credit (gross) and pay back, for its payment summary. */
function creditedOf(notes: ReadonlyMap<string, readonly CreditNote[]>): Map<string, { gross: number; refunded: number }> {
  return new Map(
    [...notes].map(([orderId, list]) => [
      orderId,
      { gross: list.reduce((sum, n) => sum + n.grossCents, 0), refunded: list.reduce((sum, n) => sum + (n.refundCents ?? 0), 0) },
    ]),
  );
}

/**
 * asOrders: the store's orders in the date window (both days inclusive), newest first, optionally
 * filtered by a search over order number, customer reference, names and article names.
 */
export async function listOrders(store: Pick<Store, "id">, q: OrdersQuery, now = new Date()): Promise<OrderDto[]> {
  const db = await getDb();
  const end = q.endDate ? parseISO(q.endDate) : now;
  const start = q.startDate ? parseISO(q.startDate) : subDays(now, ORDERS_DEFAULT_DAYS);
  const conditions = [eq(orders.storeId, store.id), gte(orders.createdAt, startOfDay(start)), lt(orders.createdAt, addDays(startOfDay(end), 1))];
  const search = q.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(orders.idfs, pattern),
        ilike(orders.customerReference, pattern),
        sql`${orders.deliveryAddress}::text ilike ${pattern}`,
        sql`${orders.deliveryContact}::text ilike ${pattern}`,
        sql`jsonb_path_query_array(${orders.items}, '$[*].name')::text ilike ${pattern}`,
      )!,
    );
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt))
    .limit(500);
  return forStudio(rows);
}

/** asOrder: one order by its number. An unknown number and another store's order look the same (403). */
export async function orderByIdfs(viewer: Viewer, idfs: string): Promise<OrderDto> {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.idfs, idfs));
  if (!row) throw forbidden();
  await assertAccessById(viewer, row.storeId);
  const [dto] = await forStudio([row]);
  return dto;
}

/**
 * The store of an order named by its number alone (asOrderInvoice, like asOrder): the access rule
 * decides; an unknown number and another store's order look the same (403).
 */
export async function storeOfOrder(viewer: Viewer, idfs: string): Promise<Store> {
  const db = await getDb();
  const [row] = await db.select({ storeId: orders.storeId }).from(orders).where(eq(orders.idfs, idfs));
  if (!row) throw forbidden();
  return assertAccessById(viewer, row.storeId);
}

/** The invoice of an order of `store` (download on the orders screen); null when not the store's. */
export async function storeInvoice(store: Pick<Store, "id">, idfs: string, format: InvoiceFormat = "pdf") {
  const db = await getDb();
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.idfs, idfs), eq(orders.storeId, store.id)));
  return row ? invoiceFor(row.id, format) : null;
}

/**
 * asOrderInvoice: the invoice of an order of `store` as a file download (the orders screen's
 * "Rechnung herunterladen (PDF)": ZUGFeRD, and "E-Rechnung (XML)": XRechnung). Another store's order
 * and an unknown number look the same (403).
 */
export async function storeInvoiceDownload(store: Pick<Store, "id">, idfs: string, format: InvoiceFormat = "pdf"): Promise<Response> {
  const invoice = await storeInvoice(store, idfs, format);
  if (!invoice) throw forbidden();
  return fileResponse(invoice);
}

/**
 * asOrderInvoice with `document` = a credit note's number: the credit note as ZUGFeRD PDF or XRechnung
 * XML. The credit note names its order and so its store; the access rule of the order decides. An
 * unknown number, another store's credit note, and one of another order than `idfs` (when given) or
 * another store than `storeSlug` (when given) look the same (403).
 */
export async function creditNoteDownload(
  viewer: Viewer,
  number: string,
  format: InvoiceFormat,
  expect: { idfs?: string; storeSlug?: string },
): Promise<Response> {
  const note = await creditNoteRow({ number });
  if (!note) throw forbidden();
  const db = await getDb();
  const [order] = await db.select({ idfs: orders.idfs, storeId: orders.storeId }).from(orders).where(eq(orders.id, note.orderId));
  const store = await assertAccessById(viewer, order.storeId);
  if (expect.idfs !== undefined && expect.idfs !== order.idfs) throw forbidden();
  if (expect.storeSlug !== undefined && expect.storeSlug !== store.slug) throw forbidden();
  return fileResponse(await creditNoteFileOf(note, format));
}

function fileResponse(invoice: InvoiceFile): Response {
  return new Response(new Uint8Array(invoice.content), {
    headers: {
      "content-type": invoice.contentType,
      "content-disposition": `attachment; filename="${invoice.filename}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** asOrderGiroCode: the GiroCode of an order of `store` as a PNG image; 403 like asOrderInvoice otherwise. */
export async function storeGiroCode(store: Pick<Store, "id">, idfs: string): Promise<Response> {
  const db = await getDb();
  const [row] = await db
    .select({ idfs: orders.idfs, totalPricing: orders.totalPricing })
    .from(orders)
    .where(and(eq(orders.idfs, idfs), eq(orders.storeId, store.id)));
  if (!row) throw forbidden();
  return new Response(new Uint8Array(await giroCodePng(orderGiroCodePayload(row))), {
    headers: { "content-type": "image/png", "cache-control": "private, no-store" },
  });
}

/** One order of `store` by number, or null (confirmation page, opened order). */
export async function storeOrder(store: Pick<Store, "id">, idfs: string): Promise<OrderDto | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idfs, idfs), eq(orders.storeId, store.id)));
  return row ? (await forStudio([row]))[0] : null;
}
