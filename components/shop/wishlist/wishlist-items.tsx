"use client";

import { Minus, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useCart } from "@/components/shop/cart-context";
import { formatEuro } from "@/lib/domain/format";
import { wishlistLines } from "@/lib/domain/wishlist";
import { MAX_QUANTITY } from "@/lib/domain/cart-items";
import { eurosToCents } from "@/lib/domain/money";
import { track } from "@/lib/integrations/analytics";
import type { ProductDto } from "@/lib/domain/product-dto";
import { useSaveWishlist, type WishlistDto } from "./use-wishlists";

/** The items of an opened wish list: quantity changes are saved at once, optimistically (SPEC 4). */
export function WishlistItems({ storeSlug, wishlist, products, customerView }: { storeSlug: string; wishlist: WishlistDto; products: Map<number, ProductDto>; customerView: boolean }) {
  const save = useSaveWishlist(storeSlug);
  const { add } = useCart();
  const toast = useToast();
  const lines = wishlistLines(wishlist.itemIds);
  if (lines.length === 0) return <p className="text-sm text-muted">Dieser Merkzettel ist leer.</p>;

  const change = (id: number, quantity: number) =>
    save.mutate(
      { _id: wishlist._id, op: { kind: "setQuantity", id, quantity } },
      { onError: (e) => toast.show(`Die Änderung wurde nicht gespeichert: ${e.message}`, "error") },
    );

  return (
    <ul className="flex flex-col divide-y divide-line">
      {lines.map(({ id, quantity }) => {
        const p = products.get(id);
        const price = p ? eurosToCents(customerView ? p.priceCustomer : p.priceKaNet) : 0;
        return (
          <li key={id} className="flex flex-wrap items-center gap-3 py-2" data-testid="wishlist-item">
            {p ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={p.images.s} alt="" width={48} height={48} className="h-12 w-12 rounded border border-line bg-white object-contain" />
            ) : null}
            <span className="flex-1 font-medium">{p?.name ?? `Artikel ${id}`}</span>
            <span className="w-28 text-right">{formatEuro(price)}</span>
            <span className="inline-flex items-center rounded border border-line bg-white">
              <button type="button" aria-label="Menge verringern" className="px-2 py-1 disabled:text-muted" disabled={quantity <= 1} onClick={() => change(id, quantity - 1)}>
                <Minus size={14} aria-hidden />
              </button>
              <span className="min-w-8 text-center" data-testid="wishlist-quantity">
                {quantity}
              </span>
              <button type="button" aria-label="Menge erhöhen" className="px-2 py-1 disabled:text-muted" disabled={quantity >= MAX_QUANTITY} onClick={() => change(id, quantity + 1)}>
                <Plus size={14} aria-hidden />
              </button>
            </span>
            <Button
              variant="secondary"
              onClick={async () => {
                try {
                  await add(id, quantity, { source: "wishlist", wishlistId: wishlist._id });
                  if (p) track("add_to_cart", { currency: "EUR", value: p.priceKaNet * quantity, items: [{ item_id: String(id), item_name: p.name, price: p.priceKaNet, quantity }] });
                  toast.show("Erfolgeich in den Warenkorb gelegt");
                } catch (e) {
                  toast.show(e instanceof Error ? e.message : "Fehler", "error");
                }
              }}
            >
              In den Warenkorb
            </Button>
            <button type="button" className="text-xs text-danger" onClick={() => change(id, 0)}>
              Entfernen
            </button>
          </li>
        );
      })}
    </ul>
  );
}
