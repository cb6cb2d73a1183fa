/**
 * Product images from the supplier (issue 32), re-encoded on import and kept in media under
 * catalog/products/{name}-{s|xl}.webp; the shop serves them at /images/catalog/{name}-{s|xl}.webp.
 * A product without one keeps the demo generator's drawing (/images/products/{imageKey}-{s|xl}.svg).
 */
/** The shop's two sizes: `s` in lists, cards and the cart, `xl` on the product page. */
export type ImageSize = "s" | "xl";

export const CATALOG_MEDIA_PREFIX = "catalog/products/";

/** A stored name: `{productId}-{position}-{16 hex of the original's SHA-256}`. */
export const STORED_NAME = /^\d{1,10}-\d{1,6}-[0-9a-f]{16}$/;

export function catalogImageKey(name: string, size: ImageSize): string {
  return `${CATALOG_MEDIA_PREFIX}${name}-${size}.webp`;
}

/** The storage key a served file name stands for, or null when the name is no stored image's. */
export function catalogImageKeyOfFile(file: string): string | null {
  const m = /^(.+)-(s|xl)\.webp$/.exec(file);
  return m && STORED_NAME.test(m[1]) ? catalogImageKey(m[1], m[2] as ImageSize) : null;
}

/** The product's two pictures: the supplier's image when one is stored, else the demo drawing. */
export function productImageUrls(imageKey: string, storedName: string | null): { s: string; xl: string } {
  if (storedName && STORED_NAME.test(storedName)) return { s: `/images/catalog/${storedName}-s.webp`, xl: `/images/catalog/${storedName}-xl.webp` };
  return { s: `/images/products/${imageKey}-s.svg`, xl: `/images/products/${imageKey}-xl.svg` };
}
