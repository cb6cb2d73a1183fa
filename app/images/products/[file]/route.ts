import { renderProductSvg } from "@/lib/domain/shop/product-images";

/** Product images are drawn locally: /images/products/{imageKey}-{s|xl}.svg. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([a-z0-9-]+)-(s|xl)\.svg$/.exec((await params).file);
  if (!match) return new Response("Nicht gefunden", { status: 404 });
  return new Response(renderProductSvg(match[1], match[2] as "s" | "xl"), {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
  });
}
