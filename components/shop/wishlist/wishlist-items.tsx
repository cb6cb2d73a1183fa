"use client";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useCart } from "@/components/shop/cart-context";
import { formatEuro } from "@/lib/domain/platform/format";
import { wishlistLines } from "@/lib/domain/shop/wishlist";
import { eurosToCents } from "@/lib/domain/platform/money";
import { track } from "@/lib/integrations/analytics";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { PackSizeNote, QuantityInput } from "../quantity-input";
import { AvailabilityNote } from "../availability/availability-note";
import { useSaveWishlist, type WishlistDto } from "./use-wishlists";

/** SPEC 8: the success message when wish-list items are added to the cart (spelling corrected, DECISIONS "Language"). */
export const ADDED_TO_CART = "Erfolgreich in den Warenkorb gelegt";

/** The items of an opened wish list: quantity changes are saved at once, optimistically (SPEC 4). */
export function WishlistItems({
  storeSlug,
  wishlist,
  products,
  customerView,
}: {
  storeSlug: string;
  wishlist: WishlistDto;
  products: Map<number, ProductDto>;
  customerView: boolean;
}) {
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
        const withdrawn = p?.availability.state === "withdrawn";
        return (
          <li key={id} className="flex flex-wrap items-center gap-3 py-2" data-testid="wishlist-item">
            {p ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={p.images.s} alt="" width={48} height={48} className="h-12 w-12 rounded border border-line bg-white object-contain" />
            ) : null}
            <span className="flex flex-1 flex-col">
              <span className="font-medium">{p?.name ?? `Artikel ${id}`}</span>
              {withdrawn && p ? <AvailabilityNote availability={p.availability} className="text-sm" /> : null}
              <PackSizeNote pack={p?.packSize} testId="wishlist-pack-size" />
            </span>
            <span className="w-28 text-right">{formatEuro(price)}</span>
            <QuantityInput
              value={quantity}
              onCommit={(q) => change(id, q)}
              label={`Menge von ${p?.name ?? `Artikel ${id}`}`}
              testId="wishlist-quantity"
              pack={p?.packSize}
            />
            {withdrawn ? (
              <span className="text-xs text-muted" id={`withdrawn-${id}`} data-testid="wishlist-withdrawn-reason">
                Kann nicht mehr in den Warenkorb gelegt werden
              </span>
            ) : null}
            <Button
              variant="secondary"
              disabled={withdrawn}
              aria-describedby={withdrawn ? `withdrawn-${id}` : undefined}
              onClick={async () => {
                try {
                  await add(id, quantity, { source: "wishlist", wishlistId: wishlist._id });
                  if (p)
                    track("add_to_cart", {
                      currency: "EUR",
                      value: p.priceKaNet * quantity,
                      items: [{ item_id: String(id), item_name: p.name, price: p.priceKaNet, quantity }],
                    });
                  toast.show(ADDED_TO_CART);
                } catch (e) {
                  toast.show(e instanceof Error ? e.message : "Der Artikel konnte nicht in den Warenkorb gelegt werden.", "error");
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
