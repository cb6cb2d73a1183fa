/**
 * The delivery form of checkout step 1 and the order the browser submits (SPEC.md sections 3 and 5).
 * One schema feeds the form's resolver and the asOrderSubmit endpoint, so both say the same thing.
 * The form's options and defaults (no zod, for the browser) live in delivery-form.ts.
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

/** The parts of step 1 kept in the server-side cart draft while the person is still typing. */
export type CheckoutDraftPatch = Partial<Pick<z.output<typeof deliveryFormSchema>, "deliveryAddress" | "deliveryContact">> & {
  customerReference?: string | null;
};

/**
 * What of a half-filled step 1 goes into the cart draft when a field is left (issue 29: going back to
 * the shop and returning keeps what was typed): the customer reference always (up to 200 characters),
 * the address and the contact each once it is complete and valid, because the draft only holds valid
 * ones (cart-schema.ts) and "Weiter" relies on that.
 */
export function checkoutDraftPatch(values: unknown): CheckoutDraftPatch {
  const v = (values ?? {}) as Record<string, unknown>;
  const patch: CheckoutDraftPatch = {};
  const reference = customerReferenceSchema.safeParse(v.customerReference ?? null);
  if (reference.success) patch.customerReference = reference.data || null;
  const address = deliveryAddressSchema.safeParse(v.deliveryAddress);
  if (address.success) patch.deliveryAddress = address.data;
  const contact = deliveryContactSchema.safeParse(v.deliveryContact);
  if (contact.success) patch.deliveryContact = contact.data;
  return patch;
}
