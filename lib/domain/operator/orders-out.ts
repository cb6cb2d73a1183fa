/**
 * Orders going out to the supplier's systems (issue 33): the webhook's signature scheme, its retry
 * schedule, which URLs it may be sent to, and the orderFeed's cursor. Pure rules, safe in the browser;
 * the signature and the address check are in webhook-security.ts, the server side in
 * lib/server/operator/orders-out*.ts.
 */
import { z } from "zod";
import { INT4_MAX } from "../platform/text-limits";

/** The waits between tries, from ORDER_WEBHOOK_RETRY_SECONDS ("30,60,…"): n waits give n + 1 tries. */
export function retrySchedule(setting: string): number[] {
  return setting
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= 0);
}

/** After `attempts` failed tries: the seconds to the next one, or null when the delivery is given up. */
export function nextRetrySeconds(schedule: number[], attempts: number): number | null {
  return attempts >= 1 && attempts <= schedule.length ? schedule[attempts - 1] : null;
}

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

export const orderWebhookResendSchema = z.object({
  id: z.coerce
    .number({ error: "Unbekannte Zustellung." })
    .int("Unbekannte Zustellung.")
    .positive("Unbekannte Zustellung.")
    .max(INT4_MAX, "Unbekannte Zustellung."),
});

/** orderFeed's input: the cursor from the last answer (empty: from the first order) and the format (required). */
export const orderFeedSchema = z.object({
  cursor: z
    .string()
    .trim()
    .max(20)
    .regex(/^\d*$/, "Der Cursor ist ungültig. Verwenden Sie den Wert „nextCursor“ der letzten Antwort.")
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

export function deliveryState(row: { status: "pending" | "done" | "dead"; attempts: number }): OrderDeliveryState {
  if (row.status === "done") return "zugestellt";
  if (row.status === "dead") return "fehlgeschlagen";
  return row.attempts > 0 ? "wird wiederholt" : "wartet";
}
