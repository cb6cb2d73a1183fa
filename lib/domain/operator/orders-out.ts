/**
 * Orders going out to the supplier's systems (issue 33): the webhook's signature scheme, its retry
 * schedule, which URLs it may be sent to, and the orderFeed's cursor. Pure rules, safe in the browser;
 * the signature and the address check are in webhook-security.ts, the server side in
 * lib/server/operator/orders-out*.ts.
 */
import { z } from "zod";
import { INT4_MAX } from "../platform/text-limits";

export const WEBHOOK_URL_MESSAGES = {
  invalid: "Bitte geben Sie eine vollständige Adresse an, z. B. https://erp.example.de/bestellungen.",
  scheme: "Die Adresse muss mit http:// oder https:// beginnen.",
  credentials: "Die Adresse darf keine Zugangsdaten enthalten.",
  private: "Adressen im eigenen Netz (z. B. localhost, 10.x, 192.168.x) sind nicht erlaubt.",
} as const;

/** The operator's entry: an absolute http(s) URL without user:password. */
export const webhookUrlSchema = z
  .string({ error: WEBHOOK_URL_MESSAGES.invalid })
  .trim()
  .min(1, WEBHOOK_URL_MESSAGES.invalid)
  .max(2000, "Die Adresse ist zu lang (höchstens 2000 Zeichen).")
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: WEBHOOK_URL_MESSAGES.invalid });
      return;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") ctx.addIssue({ code: "custom", message: WEBHOOK_URL_MESSAGES.scheme });
    else if (url.username || url.password) ctx.addIssue({ code: "custom", message: WEBHOOK_URL_MESSAGES.credentials });
  });

export const orderWebhookSaveSchema = z.object({
  url: webhookUrlSchema,
  /** true: a new secret is made (the old one stops working); always true for the first save. */
  rotateSecret: z.boolean().default(false),
});

/** A dead letter of the webhook's queue, by its id (a UUID). */
export const orderWebhookResendSchema = z.object({
  id: z.uuid({ error: "Unbekannte Zustellung." }),
});

const CURSOR_MESSAGE = "Der Cursor ist ungültig. Verwenden Sie den Wert „nextCursor“ der letzten Antwort.";

/** orderFeed's input: the cursor from the last answer (empty: from the first order) and the format (required). */
export const orderFeedSchema = z.object({
  // An order's sequence number is an int4 (issue 45: "2147483648" reached the query and was a 500).
  cursor: z
    .string({ error: CURSOR_MESSAGE })
    .trim()
    .regex(/^\d{0,10}$/, CURSOR_MESSAGE)
    .refine((c) => c === "" || Number(c) <= INT4_MAX, CURSOR_MESSAGE)
    .optional()
    .default(""),
  format: z.enum(["json", "opentrans"], { error: "Bitte geben Sie das Format an: „json“ oder „opentrans“." }),
  limit: z.coerce.number().int().min(1, "Mindestens 1.").max(100, "Höchstens 100 Bestellungen je Abruf.").optional().default(50),
});

/** The feed's cursor is the order sequence number (idf) of the last order handed out; orders come in idf order. */
export function cursorAfter(idfs: number[], previous: string): string {
  return idfs.length ? String(Math.max(...idfs)) : previous;
}

/** A delivery's state as /betrieb shows it. */
export type OrderDeliveryState = "zugestellt" | "wird wiederholt" | "fehlgeschlagen" | "wartet";

/** From the state of the delivery's job on the queue and the tries it made. */
export function deliveryState(job: {
  state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  tries: number;
}): OrderDeliveryState {
  if (job.state === "completed") return "zugestellt";
  if (job.state === "failed" || job.state === "cancelled") return "fehlgeschlagen";
  return job.tries > 0 ? "wird wiederholt" : "wartet";
}
