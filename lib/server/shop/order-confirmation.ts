import "server-only";
import { eq } from "drizzle-orm";
import { orders, type Order } from "@/models/shop/orders";
import { type Store } from "@/models/platform/stores";
import { formatEuro } from "@/lib/domain/platform/format";
import { slackMessage } from "@/lib/domain/platform/slack-text";
import { transferLines, transferText } from "@/lib/domain/shop/checkout-payment";
import type { Db, Tx } from "@/models/platform/db";
import { deliverChat, deliverMail } from "../platform/deliveries";
import { layoutMail, seller } from "../platform/seller";
import { contactName, orderPagePath } from "@/lib/domain/platform/mail-layout";
import { appUrl } from "@/lib/env";
import { invoiceAttachments, orderWithStore } from "./invoice";

// What the shop does when an order was placed (the event "order.placed", lib/server/shop/jobs.ts): the
// confirmation mail with the invoice to the delivery contact, and the notice in the shop's chat channel.
// Both read the stored order, so the browser's word on it is never needed.

async function placedOrder(orderId: string): Promise<{ order: Order; store: Store }> {
  const row = await orderWithStore(orderId);
  if (!row) throw new Error(`Bestellung ${orderId} nicht gefunden`);
  return row;
}

function confirmationText(store: Store, order: Order): string {
  const s = seller();
  const grossCents = order.totalPricing.priceKaGrossWithShipping;
  const transfer = transferText(transferLines({ recipient: s.name, iban: s.iban, bic: s.bic, amountCents: grossCents, idfs: order.idfs }));
  return layoutMail({
    greetingName: contactName(order.deliveryContact),
    body: [
      `vielen Dank für Ihre Bestellung ${order.idfs} im Küchenstudio-Shop für ${store.name}.`,
      `Gesamtbetrag: ${formatEuro(grossCents)} (inkl. 19% MwSt.).`,
      "",
      "Bitte überweisen Sie den Betrag per Vorkasse auf dieses Konto:",
      "",
      ...transfer.map((line) => `  ${line}`),
      "",
      "Die Rechnung finden Sie im Anhang; sie nennt dieselbe Bankverbindung.",
      "Mit dem GiroCode auf der Rechnung füllt Ihre Banking-App die Überweisung aus.",
    ],
    link: { label: `Ihre Bestellung ${order.idfs} mit Rechnung und Lieferstand`, url: `${appUrl()}${orderPagePath(store.slug, order.idfs)}` },
  });
}

/** The subject of the confirmation mail (SPEC.md section 4). */
export const confirmationSubject = (idfs: string) => `Ihre Bestellung ${idfs} – Bestellbestätigung`;

/**
 * One try of the confirmation mail of job `jobId`: the text and the invoice (with the number the order
 * drew when it was placed; delivering draws none) rendered from the stored order.
 */
export async function sendOrderConfirmation(jobId: string, orderId: string): Promise<void> {
  const { order, store } = await placedOrder(orderId);
  const attachments = await invoiceAttachments(orderId);
  await deliverMail(jobId, {
    to: order.deliveryContact.email,
    subject: confirmationSubject(order.idfs),
    text: confirmationText(store, order),
    attachments,
  });
}

/** The shop channel's notice of a new order (SPEC.md section 7); none for a test store (section 6). */
export async function postOrderNotice(db: Db, orderId: string): Promise<void> {
  const { order, store } = await placedOrder(orderId);
  if (store.isTest) return;
  const gross = formatEuro(order.totalPricing.priceKaGrossWithShipping);
  await deliverChat(
    db,
    "shop",
    slackMessage`Neue Bestellung ${order.idfs} von ${store.name} (${store.storeNumber}) über ${gross} brutto, ${order.items.length} Position(en).`,
  );
}

/** An order's ids as the event `order.placed` names them, by its id or its number; null when there is none. */
export async function placedOrderRef(
  db: Db | Tx,
  by: { id: string } | { idfs: string },
): Promise<{ orderId: string; storeId: string; idfs: string } | null> {
  const [row] = await db
    .select({ orderId: orders.id, storeId: orders.storeId, idfs: orders.idfs })
    .from(orders)
    .where("id" in by ? eq(orders.id, by.id) : eq(orders.idfs, by.idfs));
  return row ?? null;
}
