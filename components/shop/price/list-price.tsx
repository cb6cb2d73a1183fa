import { formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import type { ProductPriceFields } from "@/lib/domain/shop/product-dto";

/**
 * Beside the studio's own price (issue 32 "Prices per studio"): the catalog's list price struck through
 * where the studio's is lower, and on the product page the quantity tiers. Dealer view only: the
 * customer view shows the end customer's price and nothing of the studio's terms.
 */
export function ListPrice({ product, customerView, tiers = false }: { product: ProductPriceFields; customerView: boolean; tiers?: boolean }) {
  if (customerView) return null;
  const list = product.listPriceKaNet;
  const lower = list !== undefined && list > product.priceKaNet;
  const steps = tiers ? (product.priceTiers ?? []).slice(1) : [];
  if (!lower && steps.length === 0) return null;
  return (
    <div className="text-xs text-muted">
      {lower ? (
        <p data-testid="product-list-price">
          <span className="sr-only">Listenpreis </span>
          <s>{formatEuro(eurosToCents(list))}</s> <span className="font-medium text-brand">Ihr Vertragspreis</span>
        </p>
      ) : null}
      {steps.length > 0 ? (
        <ul data-testid="product-price-tiers">
          {steps.map((t) => (
            <li key={t.fromQuantity}>
              ab {t.fromQuantity} Stück: {formatEuro(eurosToCents(t.priceKaNet))} je Stück
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
