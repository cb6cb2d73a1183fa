import { renderBrandLogoSvg } from "@/lib/domain/shop/product-images";

/** Brand logos for the shop's top-brands grid: /images/brands/{Brand name}.svg. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(.{1,60})\.svg$/.exec(decodeURIComponent((await params).file));
  if (!match) return new Response("Nicht gefunden", { status: 404 });
  return new Response(renderBrandLogoSvg(match[1]), {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
  });
}
