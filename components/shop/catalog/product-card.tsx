"use client";

import Link from "next/link";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import { shownPriceEuros } from "@/lib/domain/shop/shop-price";
import { ListPrice } from "@/components/shop/price/list-price";
import { ProductActions } from "./product-actions";
import { shippingText } from "./shipping-text";
import { AvailabilityNote } from "@/components/shop/availability/availability-note";

/** Address of the single product view (SPEC.md 2.4 "single product"). */
export function productHref(storeSlug: string, id: number): string {
  return `/stores/${storeSlug}/shop/products/${id}`;
}

/**
 * A product card (SPEC.md 2.4): image, brand, name, article number (products of one name family differ
 * in it), price of the chosen view, shipping time, add to cart and to a wish list.
 */
export function ProductCard({
  storeSlug,
  product: p,
  customerView,
  eager = false,
}: {
  storeSlug: string;
  product: ProductDto;
  customerView: boolean;
  eager?: boolean;
}) {
  const href = productHref(storeSlug, p.id);
  // No prefetch of each card's product page as it scrolls into view (a request per card; see shop-home.tsx).
  return (
    <article data-testid="product-card" className="flex h-full flex-col rounded border border-line bg-white p-3">
      <Link href={href} prefetch={false} tabIndex={-1} aria-hidden>
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVGs need no optimisation */}
        <img
          src={p.images.s}
          alt=""
          width={200}
          height={200}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          className="mx-auto aspect-square w-full max-w-[200px] object-contain"
        />
      </Link>
      <p className="mt-2 text-xs uppercase tracking-wide text-muted">{p.brand.name}</p>
      {/* The list's headings go h1 (the list) -> h2 (each product), with no level skipped. */}
      <h2 className="text-sm font-medium">
        <Link href={href} prefetch={false} className="hover:text-brand">
          {p.name}
        </Link>
      </h2>
      <p className="text-xs text-muted" data-testid="product-article-number">
        Art.-Nr. {p.producerId}
      </p>
      <p className="mt-auto pt-2 text-lg font-semibold" data-testid="product-price">
        {formatEuro(eurosToCents(shownPriceEuros(p, customerView)))}
      </p>
      <ListPrice product={p} customerView={customerView} />
      <p className="mb-2 text-xs text-muted">
        <AvailabilityNote availability={p.availability} />
        {shippingText(p.shippingTime)}
      </p>
      <ProductActions storeSlug={storeSlug} product={p} />
    </article>
  );
}
