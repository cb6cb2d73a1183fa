import { z } from "zod";
import { productIdSchema, quantitySchema } from "./cart-schema";
import { HOSTILE_TEXT_MESSAGE, hasHostileChars } from "../platform/hostile-text";

/** "GS-2026-00001": a credit note's number as asOrderInvoice's `document` takes it. */
export const creditNoteNumberSchema = z
  .string()
  .trim()
  .max(40, "Bitte geben Sie eine Gutschriftsnummer wie GS-2026-00001 an.")
  .regex(/^GS-\d{4}-\d{5,}$/, "Bitte geben Sie eine Gutschriftsnummer wie GS-2026-00001 an.");

/** The input of issueCreditNote (lib/server/shop/credit-notes.ts), checked where it enters the server. */
export const issueCreditNoteSchema = z.object({
  orderNumber: z.string().trim().min(1, "Bitte geben Sie eine Bestellnummer an.").max(40, "Die Bestellnummer ist zu lang."),
  lines: z
    .array(z.object({ article: productIdSchema, quantity: quantitySchema }))
    .min(1, "Bitte geben Sie mindestens einen Artikel mit Menge an.")
    .max(200, "Höchstens 200 Positionen je Gutschrift."),
  reason: z
    .string()
    .trim()
    .min(1, "Bitte geben Sie einen Grund für die Gutschrift an.")
    .max(500, "Der Grund darf höchstens 500 Zeichen lang sein.")
    .refine((s) => !hasHostileChars(s), HOSTILE_TEXT_MESSAGE),
});
