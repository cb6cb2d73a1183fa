import "server-only";
import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import { orders } from "@/models/shop/orders";
import { paymentReminders } from "@/models/shop/payments";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";
import { paymentReminderMail, reminderWindow } from "@/lib/domain/shop/payment-reminder";
import { transferLines } from "@/lib/domain/shop/checkout-payment";
import { contactName, orderPagePath } from "@/lib/domain/platform/mail-layout";
import { appUrl } from "@/lib/env";
import { enqueueMail } from "../platform/deliveries";
import { layoutMail, seller } from "../platform/seller";
import { paymentSummaries } from "./payments";

/** At most this many reminders per run (the next day's run takes the rest within the catch-up days). */
const BATCH = 500;

/**
 * The payment reminders due at `now` (the daily job `shop.payment-reminders`): every order placed
 * `days` ago (up to REMINDER_CATCH_UP_DAYS more) that has no reminder yet and still owes something gets
 * one mail to its delivery contact. The reminder's row and its mail are written in one transaction, so
 * an order is reminded once, also when two instances run the job. Answers how many were queued.
 */
export async function sendPaymentReminders(db: Db, now: Date, days: number): Promise<number> {
  if (days <= 0) return 0;
  const { from, until } = reminderWindow(now, days);
  const due = await db
    .select({ order: orders, slug: stores.slug })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(paymentReminders, eq(paymentReminders.orderId, orders.id))
    .where(and(isNull(paymentReminders.orderId), gt(orders.createdAt, from), lte(orders.createdAt, until)))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const summaries = await paymentSummaries(
    db,
    due.map((d) => d.order.id),
  );
  const s = seller();
  let sent = 0;
  for (const { order, slug } of due) {
    const summary = summaries.get(order.id)!;
    if (summary.outstandingCents === 0) continue;
    const to = order.deliveryContact.email?.trim();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentReminders)
        .values({ orderId: order.id, kind: "sent", at: now })
        .onConflictDoNothing()
        .returning({ orderId: paymentReminders.orderId });
      if (!row || !to) return;
      const mail = paymentReminderMail({
        idfs: order.idfs,
        placedAt: order.createdAt,
        outstandingCents: summary.outstandingCents,
        paidCents: summary.paidCents,
        transfer: transferLines({ recipient: s.name, iban: s.iban, bic: s.bic, amountCents: summary.outstandingCents, idfs: order.idfs }),
      });
      await enqueueMail(tx, {
        to,
        subject: mail.subject,
        text: layoutMail({
          greetingName: contactName(order.deliveryContact),
          body: mail.body,
          link: { label: `Ihre Bestellung ${order.idfs}`, url: `${appUrl()}${orderPagePath(slug, order.idfs)}` },
        }),
      });
      sent += 1;
    });
  }
  return sent;
}
