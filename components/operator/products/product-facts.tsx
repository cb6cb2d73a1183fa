"use client";

import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import type { OperatorProductDetail } from "@/lib/domain/operator/products";
import { availabilityLabel } from "@/lib/domain/shop/availability";

/** A product's state, category, list and shipping price, supplier and delivery time, and availability. */
export function ProductFacts({ product }: { product: OperatorProductDetail }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">Zustand</dt>
      <dd>{product.withdrawnAt ? `nicht mehr lieferbar seit ${formatDate(product.withdrawnAt)}` : "aktiv"}</dd>
      <dt className="text-muted">Kategorie</dt>
      <dd>{[product.category, product.subCategory].filter(Boolean).join(" › ")}</dd>
      <dt className="text-muted">Listenpreis netto</dt>
      <dd>{formatEuro(product.priceKaNetCents)}</dd>
      <dt className="text-muted">Versand netto</dt>
      <dd>{formatEuro(product.priceShippingNetCents)}</dd>
      <dt className="text-muted">Lieferant, Lieferzeit</dt>
      <dd>
        {product.provider}, {product.shippingTime.minDays}–{product.shippingTime.maxDays} Werktage
      </dd>
      <dt className="text-muted">Verfügbarkeit</dt>
      <dd data-testid="detail-availability">
        {availabilityLabel(product.availability)}
        {product.stock
          ? ` (gesetzt am ${berlinDateTimeText(product.stock.updatedAt)}${product.stock.updatedByName ? ` von ${product.stock.updatedByName}` : ""})`
          : " (nie gemeldet)"}
      </dd>
    </dl>
  );
}
