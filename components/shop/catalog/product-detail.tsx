"use client";

import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents, netToGross } from "@/lib/domain/platform/money";
import { shownPriceEuros, VAT_NOTICE } from "@/lib/domain/shop/shop-price";
import { ListPrice } from "@/components/shop/price/list-price";
import { useCustomerView, VatNotice } from "../customer-view";
import { ProductActions } from "./product-actions";
import { CompareToggle } from "../compare/compare-toggle";
import { shippingDays } from "./shipping-text";
import { packSizeTexts } from "@/lib/domain/shop/pack-size";
import { TechnicalData } from "./technical-data";
import { AvailabilityNote } from "@/components/shop/availability/availability-note";

/**
 * The single product view (SPEC.md 2.4 breadcrumbs "single product", 3 "Product"): large picture,
 * name, brand, article number and EAN, the description's segments, price and shipping of the chosen
 * view (net, or gross in the Kundenansicht), quantity with add to cart and to a wish list.
 */
export function ProductDetail({ storeSlug, product: p, serverView }: { storeSlug: string; product: ProductDto; serverView: boolean }) {
  const [customerView] = useCustomerView(serverView);
  const segments = p.description
    .split("~")
    .map((s) => s.trim())
    .filter(Boolean);

  return (
    <article className="grid gap-8 md:grid-cols-[minmax(0,420px)_1fr]" data-testid="product-detail">
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVGs and stored WebP in their shown size need no optimisation */}
      <img
        src={p.images.xl}
        alt={p.name}
        width={420}
        height={420}
        className="mx-auto aspect-square w-full max-w-[240px] rounded border border-line bg-white object-contain md:max-w-[420px]"
      />
      <div className="flex flex-col gap-4">
        <div>
          <p className="text-sm uppercase tracking-wide text-muted">{p.brand.name}</p>
          <h1 className="text-2xl font-semibold">{p.name}</h1>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Marke</dt>
          <dd>{p.brand.name}</dd>
          <dt className="text-muted">Artikelnummer</dt>
          <dd data-testid="product-article-number">{p.producerId}</dd>
          <dt className="text-muted">EAN</dt>
          <dd data-testid="product-ean">{p.ean}</dd>
        </dl>
        {/* Price and "In den Warenkorb" stay in sight on phones: a bar stuck to the bottom of the screen until its place is reached. */}
        <div
          className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-line bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] md:static md:mx-0 md:gap-4 md:border-0 md:p-0 md:shadow-none"
          data-testid="product-buy"
        >
          <div>
            <p className="text-2xl font-semibold md:text-3xl" data-testid="product-price">
              {formatEuro(eurosToCents(shownPriceEuros(p, customerView)))}
            </p>
            <p className="text-xs text-muted">{customerView ? "Endkundenpreis inkl. MwSt." : "Händlerpreis netto"}</p>
            <ListPrice product={p} customerView={customerView} tiers />
            <VatNotice serverView={serverView} text={VAT_NOTICE} />
          </div>
          <ProductActions storeSlug={storeSlug} product={p} size="page" compare={false} />
        </div>
        <CompareToggle storeSlug={storeSlug} productId={p.id} productName={p.name} />
        {p.packSize ? (
          <p className="text-sm" data-testid="product-pack-size">
            {packSizeTexts(p.packSize).join(" · ")}
          </p>
        ) : null}
        <ShippingFacts product={p} customerView={customerView} />
        {segments.length > 0 ? (
          <section aria-labelledby="product-description">
            <h2 id="product-description" className="mb-2 font-semibold">
              Produktbeschreibung
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="product-description">
              {segments.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <TechnicalData features={p.features} />
      </div>
    </article>
  );
}

/** Shipping cost of the chosen view, availability, delivery time and provider. */
function ShippingFacts({ product: p, customerView }: { product: ProductDto; customerView: boolean }) {
  const shippingCents = eurosToCents(p.priceShippingNet);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">Versandkosten</dt>
      <dd data-testid="product-shipping">
        {formatEuro(customerView ? netToGross(shippingCents) : shippingCents)} {customerView ? "inkl. MwSt." : "netto"}
      </dd>
      <dt className="text-muted">Verfügbarkeit</dt>
      <dd>
        <AvailabilityNote availability={p.availability} />
      </dd>
      <dt className="text-muted">Lieferzeit</dt>
      <dd data-testid="product-shipping-time">
        {shippingDays(p.shippingTime)}
        {p.shippingTimeProvider ? " (Lieferzeit des Lieferanten)" : ""}
      </dd>
      <dt className="text-muted">Lieferant</dt>
      <dd data-testid="product-provider">{p.provider}</dd>
    </dl>
  );
}
