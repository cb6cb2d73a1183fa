"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { useCart } from "@/components/shop/cart-context";
import { track } from "@/lib/integrations/analytics";
import { wishlistLines } from "@/lib/domain/shop/wishlist";
import { withdrawnSkippedMessage } from "@/lib/domain/shop/availability";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { useSaveWishlist, type WishlistDto } from "./use-wishlists";
import { ADDED_TO_CART } from "./wishlist-items";

/** Renaming a wish list and putting all its articles into the cart (withdrawn ones skipped and named). */
export function useWishlistRow(storeSlug: string, w: WishlistDto, products: Map<number, ProductDto>) {
  const [renaming, setRenaming] = useState(false);
  const [skippedNote, setSkippedNote] = useState<string | null>(null);
  const toast = useToast();
  const { addMany } = useCart();
  const saveList = useSaveWishlist(storeSlug);
  const save = async (name: string) => {
    try {
      await saveList.mutateAsync({ _id: w._id, op: { kind: "rename", name } });
      setRenaming(false);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Speichern fehlgeschlagen", "error");
    }
  };
  const addAll = async () => {
    const all = wishlistLines(w.itemIds);
    // Withdrawn articles stay on the list but are never added (issue 32); the message names them.
    const isWithdrawn = (id: number) => products.get(id)?.availability.state === "withdrawn";
    const lines = all.filter((l) => !isWithdrawn(l.id));
    const skipped = withdrawnSkippedMessage(
      all.filter((l) => isWithdrawn(l.id)).map((l) => products.get(l.id)!.name),
      lines.length,
    );
    setSkippedNote(skipped);
    if (lines.length === 0) return;
    try {
      await addMany(lines, { source: "wishlist", wishlistId: w._id });
      const items = lines.map(({ id, quantity }) => ({
        item_id: String(id),
        item_name: products.get(id)?.name,
        price: products.get(id)?.priceKaNet,
        quantity,
      }));
      track("add_to_cart", { currency: "EUR", value: items.reduce((s, i) => s + (i.price ?? 0) * i.quantity, 0), items });
      toast.show(ADDED_TO_CART);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Warenkorb konnte nicht gespeichert werden.", "error");
    }
  };
  return { renaming, setRenaming, save, addAll, skippedNote };
}
