"use client";

import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import { availabilityLabel } from "@/lib/domain/shop/availability";
import { ProductMediaList } from "./product-media-list";
import { ProductPriceLists } from "./product-price-lists";
import { StockForm } from "./stock-form";
import { useOperatorProduct } from "./use-operator-products";
import { SidewaysScrollFrame } from "@/components/ui/sideways-scroll";

/** One product's BMEcat data (features, every price), its prices per price list, its images' states and its stock form. */
export function ProductDetailPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const product = useOperatorProduct(id);
  return (
    <section className="flex flex-col gap-4 rounded border border-line p-4" aria-labelledby="product-detail-title" data-testid="product-detail">
      {product.isPending ? (
        <p className="text-sm text-muted">Produkt wird geladen …</p>
      ) : product.isError ? (
        <p className="text-sm text-danger" role="alert">
          {product.error instanceof ApiError ? product.error.message : "Das Produkt konnte nicht geladen werden."}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 id="product-detail-title" className="text-lg font-semibold">
                {product.data.name}
              </h2>
              <p className="text-sm text-muted">
                {product.data.brand} · Art.-Nr. {product.data.producerId} · EAN {product.data.ean}
                {product.data.supplierPid ? ` · Lieferanten-Art.-Nr. ${product.data.supplierPid}` : ""}
              </p>
            </div>
            <Button type="button" variant="secondary" onClick={onClose}>
              Schließen
            </Button>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Zustand</dt>
            <dd>{product.data.withdrawnAt ? `nicht mehr lieferbar seit ${formatDate(product.data.withdrawnAt)}` : "aktiv"}</dd>
            <dt className="text-muted">Kategorie</dt>
            <dd>{[product.data.category, product.data.subCategory].filter(Boolean).join(" › ")}</dd>
            <dt className="text-muted">Listenpreis netto</dt>
            <dd>{formatEuro(product.data.priceKaNetCents)}</dd>
            <dt className="text-muted">Versand netto</dt>
            <dd>{formatEuro(product.data.priceShippingNetCents)}</dd>
            <dt className="text-muted">Lieferant, Lieferzeit</dt>
            <dd>
              {product.data.provider}, {product.data.shippingTime.minDays}–{product.data.shippingTime.maxDays} Werktage
            </dd>
            <dt className="text-muted">Verfügbarkeit</dt>
            <dd data-testid="detail-availability">
              {availabilityLabel(product.data.availability)}
              {product.data.stock
                ? ` (gesetzt am ${berlinDateTimeText(product.data.stock.updatedAt)}${product.data.stock.updatedByName ? ` von ${product.data.stock.updatedByName}` : ""})`
                : " (nie gemeldet)"}
            </dd>
          </dl>
          <details>
            <summary className="cursor-pointer font-medium">Merkmale ({product.data.features.length})</summary>
            {product.data.features.length === 0 ? (
              <p className="text-sm text-muted">Keine Merkmale aus dem Katalog.</p>
            ) : (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {product.data.features.map((f, i) => (
                  <div key={i} className="contents">
                    <dt className="text-muted">{f.name}</dt>
                    <dd>
                      {f.value}
                      {f.unit ? ` ${f.unit}` : ""}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </details>
          <details>
            <summary className="cursor-pointer font-medium">Preise aus dem Katalog ({product.data.prices.length})</summary>
            {product.data.prices.length === 0 ? (
              <p className="text-sm text-muted">Keine Preise aus einem Katalogimport.</p>
            ) : (
              <SidewaysScrollFrame>
                <table className="mt-2 w-full min-w-[480px] text-left text-sm">
                  <thead className="text-muted">
                    <tr>
                      <th scope="col" className="pr-3 font-medium">
                        Preisart
                      </th>
                      <th scope="col" className="pr-3 font-medium">
                        ab Menge
                      </th>
                      <th scope="col" className="pr-3 font-medium">
                        Betrag
                      </th>
                      <th scope="col" className="font-medium">
                        Gültig
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {product.data.prices.map((p, i) => (
                      <tr key={i}>
                        <td className="pr-3">{p.priceType}</td>
                        <td className="pr-3">{p.lowerBound}</td>
                        <td className="pr-3">
                          {p.currency === "EUR" ? formatEuro(p.amountCents) : `${(p.amountCents / 100).toFixed(2)} ${p.currency}`}
                        </td>
                        <td>{p.validFrom || p.validTo ? `${formatDate(p.validFrom) || "…"} – ${formatDate(p.validTo) || "…"}` : "immer"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </SidewaysScrollFrame>
            )}
          </details>
          <ProductPriceLists lists={product.data.priceLists} listPriceCents={product.data.priceKaNetCents} />
          <ProductMediaList media={product.data.media} />
          <StockForm key={`${product.data.id}-${product.data.stock?.updatedAt ?? ""}`} product={product.data} />
        </>
      )}
    </section>
  );
}
