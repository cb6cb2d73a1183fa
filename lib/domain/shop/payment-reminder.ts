/**
 * The payment reminder (Vorkasse, DECISIONS.md "Payment"): an order still not paid PAYMENT_REMINDER_DAYS
 * after it was placed gets one mail to its delivery contact with what is open and how to transfer it.
 * Pure rules; lib/server/shop/payment-reminders.ts finds the orders and queues the mails.
 */
import { addDays } from "date-fns";
import { formatDate, formatEuro } from "../platform/format";
import type { TransferLine } from "./checkout-payment";
import { transferText } from "./checkout-payment";

/**
 * Days after the due day within which a missed run still reminds (the job runs daily; an instance that
 * was down catches up). An older order is not reminded any more: the operator sees it as overdue.
 */
export const REMINDER_CATCH_UP_DAYS = 3;

/** The window of placing times whose orders are due for their reminder at `now`: [from, until). */
export function reminderWindow(now: Date, days: number): { from: Date; until: Date } {
  const until = addDays(now, -days);
  return { from: addDays(until, -REMINDER_CATCH_UP_DAYS), until };
}

/** True when an order placed at `createdAt` is overdue at `now` (unpaid `days` after it was placed). */
export function isOverdue(createdAt: Date, now: Date, days: number): boolean {
  return createdAt.getTime() <= addDays(now, -days).getTime();
}

export function paymentReminderMail(input: { idfs: string; placedAt: Date; outstandingCents: number; paidCents: number; transfer: TransferLine[] }): {
  subject: string;
  body: string[];
} {
  return {
    subject: `Zahlungserinnerung zu Ihrer Bestellung ${input.idfs}`,
    body: [
      `zu Ihrer Bestellung ${input.idfs} vom ${formatDate(input.placedAt)} ist bei uns noch keine vollständige Zahlung eingegangen.`,
      input.paidCents > 0
        ? `Eingegangen sind ${formatEuro(input.paidCents)}; offen sind noch ${formatEuro(input.outstandingCents)}.`
        : `Offen sind ${formatEuro(input.outstandingCents)}.`,
      "Die Ware wird nach Zahlungseingang versandt. Bitte überweisen Sie den Betrag an:",
      "",
      ...transferText(input.transfer),
      "",
      "Haben Sie inzwischen überwiesen, betrachten Sie diese E-Mail bitte als gegenstandslos.",
    ],
  };
}
