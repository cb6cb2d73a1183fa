/**
 * The delivery form of checkout step 1 and the order the browser submits (SPEC.md sections 3 and 5).
 * The cart draft and the asOrderSubmit endpoint check these; the browser's form checks the same rules
 * without zod (delivery-form-rules.ts, whose test holds both equal). The form's options and defaults live
 * in delivery-form.ts.
 */
import { z } from "zod";
import { cartItemSchema } from "./cart-schema";
import { deliveryAddressSchema, deliveryContactSchema } from "./delivery-schema";
import { documentText } from "../platform/hostile-text";

/** The studio's own reference: it reaches the openTRANS ORDER and the invoices (the hostile-text rule, issue 45). */
export const customerReferenceSchema = z.string().trim().max(200).superRefine(documentText).nullable().optional();

/** Step 1 as a whole ("Weiter" is disabled while this does not parse, SPEC 2.4). */
export const deliveryFormSchema = z.object({
  deliveryAddress: deliveryAddressSchema,
  deliveryContact: deliveryContactSchema,
  customerReference: customerReferenceSchema,
});

export type DeliveryFormValues = z.input<typeof deliveryFormSchema>;

/**
 * What asOrderSubmit accepts. Prices are deliberately absent: anything the browser sends beyond these
 * fields (prices, totals, discount amounts) is stripped, and the server prices the order itself.
 */
export const orderInputSchema = z.object({
  items: z.array(cartItemSchema).min(1, "Der Warenkorb ist leer.").max(200, "Der Warenkorb darf höchstens 200 Positionen enthalten."),
  deliveryAddress: deliveryAddressSchema,
  deliveryContact: deliveryContactSchema,
  customerReference: customerReferenceSchema,
  discountCode: z
    .object({ code: z.string().trim().max(5, "Der Gutscheincode hat höchstens 5 Zeichen.") })
    .nullable()
    .optional(),
});

export type OrderInput = z.output<typeof orderInputSchema>;
