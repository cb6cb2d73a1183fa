import type { ProductDto } from "@/lib/domain/shop/product-dto";

/** "3–7 Werktage" (or "3 Werktage" when the range is one day). */
export function shippingDays(t: ProductDto["shippingTime"]): string {
  if (t.maxDays === null || t.maxDays === t.minDays) return `${t.minDays} Werktage`;
  return `${t.minDays}–${t.maxDays} Werktage`;
}

/** "Lieferzeit: 3–7 Werktage" for a product card. */
export function shippingText(t: ProductDto["shippingTime"]): string {
  return `Lieferzeit: ${shippingDays(t)}`;
}
