// The rules of the delivery form (zod) as react-hook-form's resolver. Step 1 loads this module on its
// first validation, so zod is not part of the checkout page's first load.
import { zodResolver } from "@hookform/resolvers/zod";
import { deliveryFormSchema } from "@/lib/domain/shop/checkout-schema";

export { deliveryFormSchema };

export const deliveryResolver = zodResolver(deliveryFormSchema);

export { checkoutDraftPatch } from "@/lib/domain/shop/checkout-schema";
