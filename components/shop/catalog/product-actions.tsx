"use client";

import { useState } from "react";
import { clsx } from "clsx";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { track } from "@/lib/integrations/analytics";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useCart } from "../cart-context";
import { AddToWishlist } from "../wishlist/add-to-wishlist";
import { QuantityInput } from "../quantity-input";
import { CompareToggle } from "../compare/compare-toggle";

/**
 * Quantity, "In den Warenkorb", "Auf den Merkzettel" and „Vergleichen“ for one product: on a product card
 * (`size="card"`) and on the product page (`size="page"`). Both actions take the chosen quantity.
 */
export function ProductActions({
  storeSlug,
  product: p,
  size = "card",
  compare = true,
}: {
  storeSlug: string;
  product: ProductDto;
  size?: "card" | "page";
  /** „Vergleichen“ below the actions (the product page shows it outside its sticky buy bar). */
  compare?: boolean;
}) {
  const { add } = useCart();
  const toast = useToast();
  const [qty, setQty] = useState(p.packSize?.min ?? 1);
  const [busy, setBusy] = useState(false);

  async function addToCart() {
    setBusy(true);
    try {
      await add(p.id, qty);
      track("add_to_cart", {
        currency: "EUR",
        value: p.priceKaNet * qty,
        items: [{ item_id: String(p.id), item_name: p.name, item_brand: p.brand.name, price: p.priceKaNet, quantity: qty }],
      });
      toast.show("Der Artikel wurde in den Warenkorb gelegt.");
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Artikel konnte nicht in den Warenkorb gelegt werden.", "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={clsx("flex flex-col gap-2", size === "page" && "max-w-sm")}>
      <div className="flex gap-2">
        <QuantityInput
          value={qty}
          onCommit={setQty}
          label={`Menge für ${p.name}`}
          steppers={size === "page"}
          size={size === "page" ? "md" : "sm"}
          pack={p.packSize}
        />
        <Button className={clsx("flex-1", size === "card" && "px-2 py-1")} onClick={addToCart} busy={busy}>
          In den Warenkorb
        </Button>
      </div>
      <AddToWishlist storeSlug={storeSlug} productId={p.id} quantity={qty} />
      {compare ? <CompareToggle storeSlug={storeSlug} productId={p.id} productName={p.name} /> : null}
    </div>
  );
}
