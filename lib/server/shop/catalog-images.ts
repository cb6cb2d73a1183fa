import "server-only";
import { catalogImageKeyOfFile } from "@/lib/domain/shop/catalog-images";
import { storagePort } from "@/lib/integrations/storage";

/** The bytes of a served catalog image (public, like the demo drawings), or null for any other name. */
export async function catalogImageOf(file: string): Promise<Buffer | null> {
  const key = catalogImageKeyOfFile(file);
  if (!key) return null;
  const object = await storagePort().get(key);
  return object && object.contentType === "image/webp" ? object.body : null;
}
