import "server-only";
import { carrierLinksOf } from "@/lib/server/shop/carriers";
import { producerIdsOf } from "@/lib/server/shop/producer-ids";
import type { Order } from "@/lib/server/shop/orders";
import type { Db } from "@/models/platform/db";
import { lineStatusDto, type LineStatusDto, type OrderState } from "@/lib/domain/shop/order-status";
import { lineStatuses, stateOf } from "../shop/order-status";
import { paymentSummaries } from "../shop/payments";
import { centsToEuros } from "@/lib/domain/platform/money";
import { toOrderPaymentDto, type OrderPaymentDto } from "@/lib/domain/shop/payment-state";

export type OperatorOrderLine = {
  line: number;
  /** The supplier's article number (SUPPLIER_PID of the ORDER). */
  article: string;
  ean: string;
  name: string;
  quantity: number;
  desiredDeliveryDate: number | null;
  status: LineStatusDto;
};

export type OperatorOrder = {
  idfs: string;
  createdAt: string;
  studio: { name: string; storeNumber: string };
  customerReference: string | null;
  state: OrderState;
  /** Net, VAT and gross as invoiced, in euros, and the payment (Vorkasse, lib/domain/shop/payment-state.ts). */
  net: number;
  vat: number;
  gross: number;
  payment: OrderPaymentDto;
  lines: OperatorOrderLine[];
};

/** Orders with their studio as the list reads them. */
export type OrderWithStudio = { order: Order; storeName: string; storeNumber: string };

/** The orders as /betrieb → Bestellungen shows them: each with its lines' status and its payment (three reads for all). */
export async function toOperatorOrders(db: Db, rows: readonly OrderWithStudio[]): Promise<OperatorOrder[]> {
  const statuses = await lineStatuses(
    db,
    rows.map((r) => r.order),
  );
  const productIds = [...new Set(rows.flatMap((r) => r.order.items.map((i) => i.id)))];
  const producerIds = await producerIdsOf(db, productIds);
  const payments = await paymentSummaries(
    db,
    rows.map((r) => r.order.id),
  );
  const links = await carrierLinksOf(db);
  return rows.map(({ order, storeName, storeNumber }) => {
    const lines = statuses.get(order.id)!;
    return {
      idfs: order.idfs,
      createdAt: order.createdAt.toISOString(),
      studio: { name: storeName, storeNumber },
      customerReference: order.customerReference,
      state: stateOf(lines),
      net: centsToEuros(order.totalPricing.priceKaNetWithShipping),
      vat: centsToEuros(order.totalPricing.priceKaVatAmount),
      gross: centsToEuros(order.totalPricing.priceKaGrossWithShipping),
      payment: toOrderPaymentDto(payments.get(order.id)!),
      lines: order.items.map((item, i) => ({
        line: i + 1,
        article: producerIds.get(item.id) ?? item.ean,
        ean: item.ean,
        name: item.name,
        quantity: item.quantity,
        desiredDeliveryDate: item.desiredDeliveryDate ?? null,
        status: lineStatusDto(lines[i], links),
      })),
    };
  });
}
