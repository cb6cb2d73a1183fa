"use client";

import { createContext, useCallback, useContext, useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/client";
import { cartCount, EMPTY_CART } from "@/lib/domain/shop/cart-items";
import { cartOpsBetween, type CartOp } from "@/lib/domain/shop/cart-ops";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import type { CartFill } from "@/lib/domain/shop/cart-fill";
import { useCartSaves, type StoredCart } from "./use-cart-saves";

type CartApi = {
  cart: CartDraft;
  /** True until the cart was loaded once (SPEC.md 2.4: nothing shown before). */
  isLoading: boolean;
  count: number;
  /**
   * Adds `quantity` of a product, merging with an existing line. `fill` says where it came from (a wish
   * list); the server posts the shop chat notice when the save really added it (lib/domain/shop/cart-fill.ts).
   */
  add: (productId: number, quantity?: number, fill?: CartFill) => Promise<CartDraft>;
  /** Adds several products at once (a whole wish list, a quick order), each merged with an existing line. */
  addMany: (lines: { id: number; quantity: number }[], fill?: CartFill) => Promise<CartDraft>;
  /** Applies the person's changes as operations (lib/domain/shop/cart-ops.ts) and saves the cart. */
  apply: (ops: CartOp[], fill?: CartFill) => Promise<CartDraft>;
  /**
   * Saves a changed draft, or the change a function makes to the current one; the cart is saved after
   * every change (SPEC.md section 4). Only what differs from the current cart is sent as a change.
   */
  save: (next: CartDraft | ((current: CartDraft) => CartDraft)) => Promise<CartDraft>;
  /** The version of the cart once the saves in flight have ended: what the order submit names (the order is made of that cart). */
  settledVersion: () => Promise<number>;
};

const CartContext = createContext<CartApi | null>(null);

/**
 * The store's server-side cart, loaded once per store and shared by every shop component. Changes
 * show at once (optimistic) and are saved one after another as operations: when another tab or a
 * colleague saved the cart meanwhile, the server refuses the save (409) and the operations are applied
 * again to the cart it has now, so nobody's change is lost (issue 19).
 */
export function CartProvider({ storeSlug, children }: { storeSlug: string; children: React.ReactNode }) {
  const qc = useQueryClient();
  const { query, apply, settledVersion } = useCartSaves(storeSlug);
  const current = useCallback(() => qc.getQueryData<StoredCart>(queryKeys.cart(storeSlug))?.cart ?? EMPTY_CART, [qc, storeSlug]);
  const save = useCallback(
    (next: CartDraft | ((current: CartDraft) => CartDraft)) => {
      const before = current();
      return apply(cartOpsBetween(before, typeof next === "function" ? next(before) : next));
    },
    [apply, current],
  );
  const add = useCallback(
    (productId: number, quantity = 1, fill?: CartFill) => apply([{ kind: "add", lines: [{ id: productId, quantity }] }], fill),
    [apply],
  );
  const addMany = useCallback((lines: { id: number; quantity: number }[], fill?: CartFill) => apply([{ kind: "add", lines }], fill), [apply]);
  const cart = query.data?.cart ?? EMPTY_CART;
  const value = useMemo<CartApi>(
    () => ({ cart, isLoading: query.isLoading, count: cartCount(cart.items), add, addMany, apply, save, settledVersion }),
    [cart, query.isLoading, add, addMany, apply, save, settledVersion],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart außerhalb des CartProvider");
  return ctx;
}
