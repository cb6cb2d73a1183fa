import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { orders } from "@/models/shop/orders";
import { type Store } from "@/models/platform/stores";
import type { Db, Tx } from "@/models/platform/db";
import { EMPTY_CART } from "@/lib/domain/shop/cart-items";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import { orderInputSchema, type OrderInput } from "@/lib/domain/shop/checkout-schema";
import { earliestDesiredDateOf, groupShipments, validateDesiredDate } from "@/lib/domain/shop/delivery";
import { berlinIsoDay, berlinToday } from "@/lib/domain/platform/berlin-time";
import { availableFrom } from "@/lib/domain/shop/availability";
import { shipmentItemOf, toOrderDto, type OrderDto, type OrderLine, type OrderPricingCents } from "@/lib/domain/shop/order-dto";
import { orderTotals, priceCart } from "@/lib/domain/shop/pricing";
import { checkVoucher } from "@/lib/domain/shop/voucher";
import { emit } from "@/lib/server/jobs/queue";
import { sqlRows } from "@/models/platform/sql-rows";
import { recordAudit, type Actor } from "../platform/audit";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { knownVoucher } from "./vouchers";
import { CART_CHANGED, checkedCartLines, lockCartForOrder, refuseOffPackQuantities, replaceCart } from "./cart";
import { studioLinePrices } from "./studio-prices";
import { assignInvoiceNumberIn } from "./invoice-numbers";

export type SubmitResult = { order: OrderDto; created: boolean };

/** What the browser names when it submits: its checkout's id and the version of the cart it showed. */
export type Submission = { submissionId: string; version: number };

type CheckedProducts = Awaited<ReturnType<typeof checkedCartLines>>["products"];

/**
 * asOrderSubmit (SPEC.md section 4 "Checkout", issue "Order submission"): the stored cart becomes the
 * order, in one transaction that reads it (the version the browser showed, else a 409), reads the
 * products, prices everything on the server, checks the voucher, draws the order number from a sequence
 * and the invoice number, stores the order, empties the cart and emits `order.placed`: the shop mails
 * the confirmation with the invoice, the operator's webhook sends the order (lib/server/app-jobs.ts).
 *
 * Idempotent by (store, submissionId): the browser picks the id once per checkout, so a double click,
 * a second tab or a retry after a timeout all land on the same order. Two racing transactions take turns
 * on the cart's row lock: the second finds the first one's order and answers with it, without touching
 * the cart or emitting anything (the unique constraint settles what still slips through).
 */
export async function submitOrder(store: Store, submission: Submission, now = new Date(), actor?: Actor): Promise<SubmitResult> {
  const db = await getDb();
  const existing = await findBySubmission(store.id, submission.submissionId);
  if (existing) return { order: existing, created: false };

  return db.transaction(async (tx) => {
    const cart = await lockCartForOrder(tx, store);
    // A submit of the same checkout (a second tab, a retry) that won the race committed its order, and
    // emptied the cart, before this one got the cart: its order is the answer.
    const winner = await findBySubmission(store.id, submission.submissionId, tx);
    if (winner) return { order: winner, created: false };
    if (cart.version !== submission.version) throw new AppError("conflict", CART_CHANGED, "version");
    const input = orderOfCart(cart.draft);
    const { lines, totalPricing, discount } = await priceOrder(tx, store, input, now);
    const [seq] = await sqlRows<{ n: number | string }>(tx, sql`select nextval('order_number_seq')::int as n`);
    const idf = Number(seq.n);
    const [inserted] = await tx
      .insert(orders)
      .values({
        storeId: store.id,
        idf,
        idfs: `KS-${idf}`,
        submissionId: submission.submissionId,
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
      const winner = await findBySubmission(store.id, submission.submissionId, tx);
      if (!winner) throw new AppError("conflict", "Die Bestellung wird bereits verarbeitet. Bitte versuchen Sie es erneut.");
      return { order: winner, created: false };
    }

    // The invoice is made with the order: its number is drawn here, in the order's transaction.
    await assignInvoiceNumberIn(tx, inserted.id, now);
    if (actor) await recordAudit(tx, { storeId: store.id, action: "order", actor, subject: inserted.idfs, details: { orderId: inserted.id } });
    // SPEC 4: on success the cart is emptied (items, code, reference, address and contact).
    // The version rises, so a tab still showing the old cart reloads it instead of saving it back.
    await replaceCart(tx, store.id, { ...EMPTY_CART }, now);
    await emit(tx, "order.placed", { orderId: inserted.id, storeId: store.id, idfs: inserted.idfs });
    return { order: toOrderDto(inserted), created: true };
  });
}

/** The stored cart as an order, checked by the one schema of what an order holds (a 400 naming the field). */
function orderOfCart(cart: CartDraft): OrderInput {
  if (!cart.deliveryAddress || !cart.deliveryContact) {
    // Step 2 opens only with both saved (checkout-page.tsx sends the person back to step 1 otherwise).
    throw new AppError("bad_input", "Bitte geben Sie zuerst die Lieferadresse und den Lieferkontakt an.", "order.deliveryAddress");
  }
  const parsed = orderInputSchema.safeParse({
    items: cart.items,
    deliveryAddress: cart.deliveryAddress,
    deliveryContact: cart.deliveryContact,
    customerReference: cart.customerReference ?? null,
    discountCode: cart.discountCode ? { code: cart.discountCode.code } : null,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("bad_input", issue.message, ["order", ...issue.path.map(String)].join("."));
  }
  return parsed.data;
}

/** The order's lines at the studio's prices of the day, its voucher and totals; the rules of SPEC 1, 4 and 5 checked. */
async function priceOrder(tx: Tx, store: Store, input: OrderInput, now: Date) {
  // Every product known, lines of one product merged, as the cart keeps them (SPEC 4).
  const { items, products: byId } = await checkedCartLines(tx, input.items, "order.items");
  refuseWithdrawn(input, byId);
  refuseOffPackQuantities(items, byId, "order.items");
  checkDesiredDates(input, items, byId, now);

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
  const discount = await voucherOf(tx, store, input, priceCart(pricingLines).priceKaNetPreDiscount, now);
  const totalPricing: OrderPricingCents = orderTotals(priceCart(pricingLines, discount));
  return { lines, totalPricing, discount };
}

/** A withdrawn article (catalog import) is never ordered again, whatever the browser showed (issue 32). */
function refuseWithdrawn(input: OrderInput, byId: CheckedProducts) {
  const index = input.items.findIndex((i) => byId.get(i.id)?.availability.state === "withdrawn");
  if (index < 0) return;
  const name = byId.get(input.items[index].id)!.name;
  throw new AppError("rule", `„${name}“ ist nicht mehr lieferbar. Bitte entfernen Sie den Artikel aus dem Warenkorb.`, `order.items.${index}.id`);
}

/**
 * Desired dates: a working day of the delivery country, not before the item's shipment can arrive, not
 * more than a year ahead (SPEC 1, 5) — the same rule as the checkout's calendar, counted from today's
 * date in Germany. A line waiting for a restock counts its shipping time from the restock date.
 */
function checkDesiredDates(input: OrderInput, items: OrderInput["items"], byId: CheckedProducts, now: Date) {
  const today = berlinToday(now);
  const country = input.deliveryAddress.addressCountry;
  const quantityOf = new Map(items.map((i) => [i.id, i.quantity]));
  const groups = groupShipments(
    [...byId.values()].map((r) =>
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
}

/** The voucher of the order, checked against the studio's codes and the minimum order value; null without one. */
async function voucherOf(tx: Tx, store: Store, input: OrderInput, subtotalCents: number, now: Date) {
  if (!input.discountCode?.code) return null;
  const code = input.discountCode.code.toUpperCase();
  const result = checkVoucher({
    code,
    subtotalCents,
    known: await knownVoucher(tx, store, code, true),
    storeNumber: store.storeNumber,
    today: berlinIsoDay(now),
  });
  if (!result.ok) throw new AppError("bad_input", result.message, "order.discountCode.code");
  return { code: result.code, amountCents: result.amountCents };
}

async function findBySubmission(storeId: string, submissionId: string, w?: Db | Tx) {
  const db = w ?? (await getDb());
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.submissionId, submissionId)));
  return row ? toOrderDto(row) : null;
}
