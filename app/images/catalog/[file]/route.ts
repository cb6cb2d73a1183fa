import { catalogImageOf } from "@/lib/server/shop/catalog-images";

/** Product images from the supplier, re-encoded on import: /images/catalog/{name}-{s|xl}.webp. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const image = await catalogImageOf((await params).file);
  if (!image) return new Response("Nicht gefunden", { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
}
