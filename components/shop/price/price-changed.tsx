import { AlertTriangle } from "lucide-react";
import { formatEuro } from "@/lib/domain/platform/format";
import { priceChangeOf } from "@/lib/domain/shop/contract-price";
import type { CartItem } from "@/lib/domain/shop/cart-schema";
import type { ProductDto } from "@/lib/domain/shop/product-dto";

type Line = { item: CartItem; product: ProductDto | undefined };

/** "Preis geändert: vorher …" under a cart line whose price changed since it was put in the cart (issue 32). */
export function PriceChangedNote({ item, product }: Line) {
  const change = product ? priceChangeOf(item, product) : null;
  if (!change) return null;
  return (
    <p className="flex items-center gap-1 text-xs font-medium text-danger" data-testid="price-changed" role="status">
      <AlertTriangle size={14} aria-hidden />
      Preis geändert: vorher {formatEuro(change.beforeCents)}, jetzt {formatEuro(change.nowCents)} je Stück
    </p>
  );
}

/** At checkout: every line whose price changed since it was put in the cart, before the studio orders. */
export function PriceChanges({ lines }: { lines: Line[] }) {
  const changed = lines.flatMap(({ item, product }) => {
    const change = product ? priceChangeOf(item, product) : null;
    return change && product ? [{ id: item.id, name: product.name, ...change }] : [];
  });
  if (changed.length === 0) return null;
  return (
    <section className="rounded border border-danger bg-white p-4 text-sm" aria-label="Geänderte Preise" data-testid="price-changes">
      <h2 className="mb-2 flex items-center gap-2 font-semibold text-danger">
        <AlertTriangle size={16} aria-hidden /> Preise haben sich geändert
      </h2>
      <ul className="flex flex-col gap-1">
        {changed.map((c) => (
          <li key={c.id} data-testid="price-changed">
            {c.name}: Preis geändert: vorher {formatEuro(c.beforeCents)}, jetzt {formatEuro(c.nowCents)} je Stück
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">Bestellt wird zum heutigen Preis, wie in der Bestellsumme.</p>
    </section>
  );
}
