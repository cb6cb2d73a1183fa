import "server-only";
import { recordAudit, type Actor } from "../platform/audit";
import { and, eq, sql } from "drizzle-orm";
import { orders, type Store } from "@/models/schema";
import { AppError } from "../platform/errors";
import { EMPTY_CART } from "@/lib/domain/shop/cart-items";
import type { OrderInput } from "@/lib/domain/shop/checkout-schema";
import type { Db, Tx } from "@/models/platform/db";
import { earliestDesiredDateOf, groupShipments, validateDesiredDate } from "@/lib/domain/shop/delivery";
import { berlinIsoDay, berlinToday } from "@/lib/domain/platform/berlin-time";
import { knownVoucher } from "./vouchers";
import { availableFrom } from "@/lib/domain/shop/availability";
import { formatEuro } from "@/lib/domain/platform/format";
import { slackMessage } from "@/lib/domain/platform/slack-text";
import { shipmentItemOf, toOrderDto, type OrderDto, type OrderLine, type OrderPricingCents } from "@/lib/domain/shop/order-dto";
import { orderTotals, priceCart } from "@/lib/domain/shop/pricing";
import { checkVoucher } from "@/lib/domain/shop/voucher";
import { checkedCartLines, replaceCart } from "./cart";
import { studioLinePrices } from "./studio-prices";
import { getDb } from "../platform/db";
import { sqlRows } from "../platform/sql-rows";
import { enqueue, enqueueChat, enqueueOrderWebhook } from "../jobs/outbox";
import { seller } from "../platform/seller";
import { transferLines, transferText } from "@/lib/domain/shop/checkout-payment";
import { assignInvoiceNumberIn } from "./invoice-numbers";

export type SubmitResult = { order: OrderDto; created: boolean };

/**
 * asOrderSubmit (SPEC.md section 4 "Checkout", issue "Order submission"): one transaction that reads
 * the products, prices everything on the server (client prices are never read), checks the voucher,
 * draws the order number from a sequence, stores the order, empties the cart and queues the
 * confirmation mail (with the invoice) and the chat notice.
 *
 * Idempotent by (store, submissionId): the browser picks the id once per checkout, so a double click,
 * a second tab or a retry after a timeout all land on the same order. Two racing transactions are
 * settled by the unique constraint: the loser's insert waits for the winner, does nothing, and the
 * loser answers with the winner's order without touching the cart or queueing anything.
 */
export async function submitOrder(store: Store, submissionId: string, input: OrderInput, now = new Date(), actor?: Actor): Promise<SubmitResult> {
  const db = await getDb();
  const existing = await findBySubmission(store.id, submissionId);
  if (existing) return { order: existing, created: false };

  return db.transaction(async (tx) => {
    // Every product known, lines of one product merged, as the cart keeps them (SPEC 4).
    const { items, products: byId } = await checkedCartLines(tx, input.items, "order.items");
    const rows = [...byId.values()];

    // A withdrawn article (catalog import) is never ordered again, whatever the browser shows (issue 32).
    const withdrawnIndex = input.items.findIndex((i) => byId.get(i.id)?.availability.state === "withdrawn");
    if (withdrawnIndex >= 0) {
      const name = byId.get(input.items[withdrawnIndex].id)!.name;
      throw new AppError(
        "rule",
        `„${name}“ ist nicht mehr lieferbar. Bitte entfernen Sie den Artikel aus dem Warenkorb.`,
        `order.items.${withdrawnIndex}.id`,
      );
    }

    // Desired dates: a working day of the delivery country, not before the item's shipment can
    // arrive, not more than a year ahead (SPEC 1, 5) — the same rule as the checkout's calendar,
    // counted from today's date in Germany.
    const today = berlinToday(now);
    const country = input.deliveryAddress.addressCountry;
    // A line waiting for a restock counts its shipping time from the restock date (availability.ts).
    const quantityOf = new Map(items.map((i) => [i.id, i.quantity]));
    const groups = groupShipments(
      rows.map((r) =>
        shipmentItemOf({
          ...r,
          shippingTime: { minDays: r.minDays, maxDays: r.maxDays },
          availableFrom: availableFrom(r.availability, quantityOf.get(r.id) ?? 1, today),
        }),
      ),
      today,
      country,
    );
    items.forEach((item) => {
      const earliest = earliestDesiredDateOf(String(item.id), today, groups, country);
      const message = validateDesiredDate(item.desiredDeliveryDate, today, earliest, country);
      const index = input.items.findIndex((i) => i.id === item.id);
      if (message) throw new AppError("bad_input", message, `order.items.${index}.desiredDeliveryDate`);
    });

    // Every price is the studio's own on the day of the order (lib/domain/shop/contract-price.ts).
    const prices = await studioLinePrices(
      store,
      items.map((i) => ({ id: i.id, quantity: i.quantity, listPriceCents: byId.get(i.id)!.priceKaNetCents })),
      tx,
      now,
    );
    const lines: OrderLine[] = items.map((item) => {
      const p = byId.get(item.id)!;
      const applied = prices.get(item.id)!;
      return {
        id: item.id,
        quantity: item.quantity,
        desiredDeliveryDate: item.desiredDeliveryDate ?? null,
        comment: item.comment?.trim() ? item.comment.trim() : null,
        name: p.name,
        ean: p.ean,
        provider: p.provider,
        priceKaNetCents: applied.unitNetCents,
        priceShippingNetCents: p.priceShippingNetCents,
        listPriceKaNetCents: p.priceKaNetCents,
        priceList: applied.listId
          ? { id: applied.listId, name: applied.listName!, fromQuantity: applied.fromQuantity, inherited: applied.source === "master" }
          : null,
      };
    });
    const pricingLines = lines.map((l) => ({
      productId: String(l.id),
      quantity: l.quantity,
      priceKaNetCents: l.priceKaNetCents,
      priceShippingNetCents: l.priceShippingNetCents,
      provider: l.provider,
    }));
    const subtotal = priceCart(pricingLines).priceKaNetPreDiscount;

    let discount: { code: string; amountCents: number } | null = null;
    if (input.discountCode?.code) {
      const code = input.discountCode.code.toUpperCase();
      const result = checkVoucher({
        code,
        subtotalCents: subtotal,
        known: await knownVoucher(tx, store, code, true),
        storeNumber: store.storeNumber,
        today: berlinIsoDay(now),
      });
      if (!result.ok) throw new AppError("bad_input", result.message, "order.discountCode.code");
      discount = { code: result.code, amountCents: result.amountCents };
    }
    const p = priceCart(pricingLines, discount);
    const totalPricing: OrderPricingCents = orderTotals(p);

    const [seq] = await sqlRows<{ n: number | string }>(tx, sql`select nextval('order_number_seq')::int as n`);
    const idf = Number(seq.n);
    const [inserted] = await tx
      .insert(orders)
      .values({
        storeId: store.id,
        idf,
        idfs: `KS-${idf}`,
        submissionId,
        items: lines,
        deliveryAddress: input.deliveryAddress,
        deliveryContact: input.deliveryContact,
        customerReference: input.customerReference?.trim() || null,
        discountCode: discount ? { code: discount.code, amount: discount.amountCents } : null,
        totalPricing,
        placedByUserId: actor?.userId ?? null,
        placedByName: actor?.name ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [orders.storeId, orders.submissionId] })
      .returning();
    if (!inserted) {
      // A concurrent submit with the same id won; the unique index made us wait for its commit.
      const winner = await findBySubmission(store.id, submissionId, tx);
      if (!winner) throw new AppError("conflict", "Die Bestellung wird bereits verarbeitet. Bitte versuchen Sie es erneut.");
      return { order: winner, created: false };
    }

    // The invoice is made with the order: its number is drawn here, in the order's transaction.
    await assignInvoiceNumberIn(tx, inserted.id, now);
    if (actor) await recordAudit(tx, { storeId: store.id, action: "order", actor, subject: inserted.idfs, details: { orderId: inserted.id } });

    // SPEC 4: on success the cart is emptied (items, code, reference, address and contact).
    // The version rises, so a tab still showing the old cart reloads it instead of saving it back.
    await replaceCart(tx, store.id, { ...EMPTY_CART }, now);

    const gross = formatEuro(totalPricing.priceKaGrossWithShipping);
    await enqueue(tx, {
      kind: "mail",
      to: input.deliveryContact.email,
      subject: `Ihre Bestellung ${inserted.idfs} – Bestellbestätigung`,
      text: confirmationText(store, inserted.idfs, input.deliveryContact, gross, totalPricing.priceKaGrossWithShipping),
      attachments: [{ kind: "invoice", orderId: inserted.id }],
    });
    await enqueueChat(
      tx,
      store,
      "shop",
      slackMessage`Neue Bestellung ${inserted.idfs} von ${store.name} (${store.storeNumber}) über ${gross} brutto, ${lines.length} Position(en).`,
    );
    // Issue 33: the order goes out to the supplier's webhook, committed with the order.
    await enqueueOrderWebhook(tx, inserted.idfs);
    return { order: toOrderDto(inserted), created: true };
  });
}

async function findBySubmission(storeId: string, submissionId: string, w?: Db | Tx) {
  const db = w ?? (await getDb());
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.submissionId, submissionId)));
  return row ? toOrderDto(row) : null;
}

function confirmationText(store: Store, idfs: string, contact: { gender: string; lastName: string }, gross: string, grossCents: number): string {
  const s = seller();
  const transfer = transferText(transferLines({ recipient: s.name, iban: s.iban, bic: s.bic, amountCents: grossCents, idfs }));
  return [
    `Guten Tag ${contact.gender} ${contact.lastName},`,
    "",
    `vielen Dank für Ihre Bestellung ${idfs} im Küchenstudio-Shop für ${store.name}.`,
    `Gesamtbetrag: ${gross} (inkl. 19% MwSt.).`,
    "",
    "Bitte überweisen Sie den Betrag per Vorkasse auf dieses Konto:",
    "",
    ...transfer.map((line) => `  ${line}`),
    "",
    "Die Rechnung finden Sie im Anhang; sie nennt dieselbe Bankverbindung.",
    "Mit dem GiroCode auf der Rechnung füllt Ihre Banking-App die Überweisung aus.",
    "Ihre Bestellungen und Rechnungen finden Sie jederzeit unter „Bestellungen“ im Shop.",
    "",
    "Mit freundlichen Grüßen",
    "Ihr Küchenstudio-Shop",
  ].join("\n");
}
