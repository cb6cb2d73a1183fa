/**
 * The delivery address and contact of an order (SPEC.md section 3) with the rules of section 5.
 * Shared by the cart draft (asStoreCart), the checkout form and asOrderSubmit.
 */
import { z } from "zod";
import { COUNTRIES, EMAIL_MESSAGE, GENDERS, REQUIRED_MESSAGE } from "./delivery-form";
import { TEXT_LIMITS, tooLongMessage } from "../platform/text-limits";
import { documentText } from "../platform/hostile-text";

// Every text here reaches the documents (the openTRANS ORDER, the invoices): the hostile-text rule (issue 45).
const required = (max: number = TEXT_LIMITS.name) =>
  z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(max, tooLongMessage(max)).superRefine(documentText);
const optional = (max: number = TEXT_LIMITS.name) => z.string().trim().max(max, tooLongMessage(max)).superRefine(documentText).optional().default("");

export const deliveryContactSchema = z.object({
  gender: z.enum(GENDERS, { error: REQUIRED_MESSAGE }),
  firstName: required(),
  lastName: required(),
  phone: required(TEXT_LIMITS.phone),
  email: required(TEXT_LIMITS.email).pipe(z.email(EMAIL_MESSAGE)),
});

/**
 * SPEC 5: street, zip, city, state, country and phone are always required; a delivery to the studio
 * needs the company name, one to the end customer the customer's first and last name.
 */
export const deliveryAddressSchema = z
  .object({
    mode: z.enum(["studio", "customer"], { error: REQUIRED_MESSAGE }),
    companyName: optional(),
    toAttention: optional(),
    firstName: optional(),
    lastName: optional(),
    addressStreet: required(),
    addressZip: required(20),
    addressCity: required(),
    addressState: required(),
    addressCountry: z.enum(COUNTRIES, { error: REQUIRED_MESSAGE }),
    addressAddInfo: optional(),
    phone: required(TEXT_LIMITS.phone),
  })
  .superRefine((a, ctx) => {
    const need = a.mode === "studio" ? (["companyName"] as const) : (["firstName", "lastName"] as const);
    for (const key of need) {
      if (!a[key]) ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE, path: [key] });
    }
  });

/**
 * The delivery address of a stored order. The schema's input: what the server writes has passed the
 * schema (every optional text filled, "" when empty), but a stored document may leave empty texts out
 * (the demo orders do), so readers must not count on them.
 */
export type DeliveryAddress = z.input<typeof deliveryAddressSchema>;
/** The delivery contact of a stored order (no defaults: input and output are the same). */
export type DeliveryContact = z.output<typeof deliveryContactSchema>;
