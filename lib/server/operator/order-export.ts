import "server-only";
import { inArray } from "drizzle-orm";
import { producerIdsOf } from "@/lib/server/shop/producer-ids";
import { stores, type Store } from "@/models/platform/stores";
import type { Order } from "@/lib/server/shop/orders";
import { toOrderDto, type OrderDto } from "@/lib/domain/shop/order-dto";
import type { Db, Tx } from "@/models/platform/db";
import { seller } from "../platform/seller";
import { paymentSummaries } from "@/lib/server/shop/payments";
import { toOrderPaymentDto, type PaymentSummary } from "@/lib/domain/shop/payment-state";
import { withoutHostileText } from "@/lib/domain/platform/hostile-text";
import { countryCode } from "@/lib/domain/platform/country-code";

/** A party of an outgoing order (buyer, supplier, delivery). */
export type OrderExportParty = {
  id: string;
  name: string;
  name2?: string;
  /** "z. Hd." of the delivery address. */
  attention?: string;
  street: string;
  zip: string;
  city: string;
  state?: string;
  countryCode: string;
  vatId?: string;
  phone?: string;
  email?: string;
  remarks?: string;
};

export type OrderExportLine = {
  productId: number;
  /** The supplier's article number (SUPPLIER_PID). */
  producerId: string;
  ean: string;
  name: string;
  quantity: number;
  priceNetCents: number;
  desiredDeliveryDate: number | null;
  comment: string | null;
};

/** Everything the supplier's systems get of one order: the order as asOrder shows it, plus studio, supplier and delivery. */
export type OrderExport = {
  orderNumber: string;
  idf: number;
  orderDate: Date;
  customerReference: string | null;
  studio: OrderExportParty & { storeId: string };
  supplier: OrderExportParty;
  delivery: OrderExportParty;
  lines: OrderExportLine[];
  order: OrderDto;
};

function exportOf(order: Order, store: Store, producerIds: Map<number, string>, payment: PaymentSummary | undefined): OrderExport {
  const s = seller();
  const a = order.deliveryAddress;
  const crm = store.crm;
  const contact = order.deliveryContact;
  return {
    orderNumber: order.idfs,
    idf: order.idf,
    orderDate: order.createdAt,
    customerReference: order.customerReference,
    studio: {
      storeId: store.id,
      id: store.storeNumber,
      name: crm.Used_Name__c || store.name,
      street: crm.BillingStreet || a.addressStreet,
      zip: crm.BillingPostalCode || a.addressZip,
      city: crm.BillingCity || a.addressCity,
      state: crm.BillingState || undefined,
      countryCode: countryCode(crm.BillingCountry || a.addressCountry),
      phone: crm.Phone || undefined,
      email: crm.Store_Email__c || contact.email,
    },
    supplier: {
      id: s.vatId || s.name,
      name: s.name,
      street: s.street,
      zip: s.postcode,
      city: s.city,
      countryCode: s.countryCode,
      vatId: s.vatId,
      phone: s.phone,
      email: s.email,
    },
    delivery: {
      id: `${order.idfs}-LIEFERANSCHRIFT`,
      name: a.mode === "studio" ? a.companyName || store.name : `${a.firstName ?? ""} ${a.lastName ?? ""}`.trim(),
      attention: a.toAttention || `${contact.gender} ${contact.firstName} ${contact.lastName}`,
      street: a.addressStreet,
      zip: a.addressZip,
      city: a.addressCity,
      state: a.addressState || undefined,
      countryCode: countryCode(a.addressCountry),
      phone: a.phone || contact.phone,
      email: contact.email,
      remarks: a.addressAddInfo || undefined,
    },
    lines: order.items.map((l) => ({
      productId: l.id,
      producerId: producerIds.get(l.id) ?? String(l.id),
      ean: l.ean,
      name: l.name,
      quantity: l.quantity,
      priceNetCents: l.priceKaNetCents,
      desiredDeliveryDate: l.desiredDeliveryDate ?? null,
      comment: l.comment ?? null,
    })),
    // The payment state (DECISIONS.md "Payment"): an ERP ships only paid orders.
    order: { ...toOrderDto(order), ...(payment ? { payment: toOrderPaymentDto(payment) } : {}) },
  };
}

/** The export documents of some orders, in the given order (their studios and article numbers read once). */
export async function orderExports(db: Db | Tx, rows: Order[]): Promise<OrderExport[]> {
  if (rows.length === 0) return [];
  const storeIds = [...new Set(rows.map((r) => r.storeId))];
  const productIds = [...new Set(rows.flatMap((r) => r.items.map((i) => i.id)))];
  const [storeRows, producerIds, payments] = await Promise.all([
    db.select().from(stores).where(inArray(stores.id, storeIds)),
    producerIdsOf(db, productIds),
    paymentSummaries(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const byStore = new Map(storeRows.map((s) => [s.id, s]));
  return rows.map((r) => exportOf(r, byStore.get(r.storeId)!, producerIds, payments.get(r.id)));
}

/** The webhook's and the JSON feed's form of an order: the order as asOrder shows it, plus studio and delivery. */
export function orderExportJson(o: OrderExport) {
  const { storeId, ...studio } = o.studio;
  // Text stored before the hostile-text rule (an imported name with U+0001, issue 45) leaves without it.
  return withoutHostileText({
    orderNumber: o.orderNumber,
    order: o.order,
    studio: { storeId, ...studio },
    supplier: o.supplier,
    delivery: { address: o.order.deliveryAddress, contact: o.order.deliveryContact, party: o.delivery },
    lines: o.lines,
  });
}
