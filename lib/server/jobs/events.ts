import "server-only";
import { z } from "zod";

/**
 * What happened, as the operation that did it tells it (docs/jobs.md "Events"). The operation emits the
 * event in its own transaction (`emit` in queue.ts); every job kind that handles it (`on`) gets one job,
 * committed with the change or not at all. The emitter knows nothing of who listens: the shop mails, the
 * operator's webhook sends, the console rings the studio's bell.
 *
 * An event carries ids, and the words a person is told where the rule that makes them belongs to the
 * emitter (`news`: the mail's subject and text and the bell's line, made by the shop's rules).
 */
const news = z.object({ to: z.string(), subject: z.string(), text: z.string(), bell: z.string() });

export const EVENTS = {
  /** A studio placed an order (asOrderSubmit). */
  "order.placed": z.object({ orderId: z.string(), storeId: z.string(), idfs: z.string() }),
  /** The supplier confirmed or changed a date or shipped something that is worth telling (orderStatusUpdate). */
  "order.status_changed": z.object({ orderId: z.string(), storeId: z.string(), idfs: z.string(), at: z.string(), news }),
  /** A studio asked to cancel or return lines of an order (asOrderCancel, asOrderReturn): the operator decides. */
  "request.created": z.object({
    requestId: z.string(),
    orderId: z.string(),
    storeId: z.string(),
    idfs: z.string(),
    kind: z.enum(["cancel", "return"]),
  }),
  /** The operator accepted or refused a cancellation or a return (orderRequestDecide). */
  "request.decided": z.object({
    requestId: z.string(),
    orderId: z.string(),
    storeId: z.string(),
    idfs: z.string(),
    accepted: z.boolean(),
    at: z.string(),
    news,
  }),
  /** An order is paid from now on: its booked payments reached what it owes (lib/server/shop/payments.ts). */
  "order.paid": z.object({ orderId: z.string(), storeId: z.string(), idfs: z.string(), paidOn: z.string() }),
  /**
   * A credit note was issued (lib/server/shop/credit-notes.ts); `refundCents`: what of it is paid back to
   * the studio (0: it lowered what is open), for the operator's refund due.
   */
  "credit_note.issued": z.object({
    creditNoteId: z.string(),
    orderId: z.string(),
    storeId: z.string(),
    idfs: z.string(),
    refundCents: z.number().int().min(0),
  }),
  /** A bank statement's credits could not be matched to an order with certainty (paymentImport): they wait for the operator. */
  "payment.unmatched": z.object({ count: z.number().int().positive(), amountCents: z.number().int() }),
  /** A delivery to the supplier's webhook failed its last try and lies in the dead letters (the webhook's jobs). */
  "delivery.given_up": z.object({ idfs: z.string(), type: z.enum(["order.submitted", "order.paid"]), error: z.string() }),
  /** A catalog import ended: applied ("done") or refused ("failed"). */
  "import.finished": z.object({ importId: z.string(), state: z.enum(["done", "failed"]) }),
} as const;

export type EventName = keyof typeof EVENTS;
export type EventData<E extends EventName> = z.output<(typeof EVENTS)[E]>;
