"use client";

import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { ProductCatalogPrices, ProductFeatures } from "./product-catalog-data";
import { ProductFacts } from "./product-facts";
import { ProductMediaList } from "./product-media-list";
import { ProductPriceLists } from "./product-price-lists";
import { StockForm } from "./stock-form";
import { useOperatorProduct } from "./use-operator-products";

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
          <ProductFacts product={product.data} />
          <ProductFeatures features={product.data.features} />
          <ProductCatalogPrices prices={product.data.prices} />
          <ProductPriceLists lists={product.data.priceLists} listPriceCents={product.data.priceKaNetCents} />
          <ProductMediaList media={product.data.media} />
          <StockForm key={`${product.data.id}-${product.data.stock?.updatedAt ?? ""}`} product={product.data} />
        </>
      )}
    </section>
  );
}
