import { z } from "zod";
import { productIdSchema, quantitySchema } from "./cart-schema";
import { HOSTILE_TEXT_MESSAGE, hasHostileChars } from "../platform/hostile-text";
import { MAX_RETURN_PHOTOS, RETURN_REASONS } from "./order-requests";

/** The inputs of asOrderCancel, asOrderReturn and orderRequestDecide (issue 33), checked at the boundary. */

const idfs = z.string({ error: "Bitte geben Sie eine Bestellnummer an." }).trim().min(1, "Bitte geben Sie eine Bestellnummer an.").max(40);

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} darf höchstens ${max} Zeichen lang sein.`)
    .refine((s) => !hasHostileChars(s), HOSTILE_TEXT_MESSAGE);

const lines = z
  .array(
    z.object({
      /** The order line's product id (`items[].id`). */
      article: productIdSchema,
      /** The position (1-based), needed only when the article is in the order twice. */
      line: z.number().int("Die Position muss eine ganze Zahl sein.").min(1, "Die Position muss mindestens 1 sein.").max(500).optional(),
      quantity: quantitySchema,
    }),
    { error: "Bitte senden Sie die Positionen als Liste." },
  )
  .min(1, "Bitte wählen Sie mindestens eine Position mit Menge.")
  .max(200, "Höchstens 200 Positionen je Anmeldung.");

export const cancelRequestSchema = z.object({
  idfs,
  lines,
  reason: text(300, "Der Grund").pipe(z.string().min(1, "Bitte geben Sie einen Grund für die Stornierung an.")),
});

export const returnRequestSchema = z.object({
  idfs,
  lines,
  reason: z.enum(RETURN_REASONS, { error: "Bitte wählen Sie einen Grund aus der Liste." }),
  comment: text(300, "Die Beschreibung").optional(),
  photos: z
    .array(z.object({ key: z.string().trim().min(1).max(300), name: z.string().max(200).default("Foto") }))
    .max(MAX_RETURN_PHOTOS, `Höchstens ${MAX_RETURN_PHOTOS} Fotos je Retoure.`)
    .default([]),
});

export const returnPhotoUploadSchema = z.object({
  contentType: z.string().trim().min(1).max(100),
  size: z.number().int().min(0).max(2_147_483_647),
});

export const decideRequestSchema = z
  .object({
    requestId: z.uuid({ error: "Unbekannte Anfrage." }),
    accept: z.boolean({ error: "Bitte entscheiden Sie: annehmen (true) oder ablehnen (false)." }),
    message: text(1000, "Die Nachricht").default(""),
  })
  .superRefine((v, ctx) => {
    if (!v.accept && v.message.length === 0)
      ctx.addIssue({ code: "custom", path: ["message"], message: "Bitte schreiben Sie dem Studio, warum Sie ablehnen." });
  });
