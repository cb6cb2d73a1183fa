"use client";

import { createContext, useCallback, useContext, useMemo, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import { addToCartItems, cartCount, EMPTY_CART } from "@/lib/domain/cart-items";
import type { CartDraft } from "@/lib/domain/cart-schema";

type CartApi = {
  cart: CartDraft;
  /** True until the cart was loaded once (SPEC.md 2.4: nothing shown before). */
  isLoading: boolean;
  count: number;
  /** Adds `quantity` of a product, merging with an existing line. */
  add: (productId: number, quantity?: number) => Promise<CartDraft>;
  /** Adds several products at once (a whole wish list), each merged with an existing line. */
  addMany: (lines: { id: number; quantity: number }[]) => Promise<CartDraft>;
  /** Saves a changed draft; the cart is saved after every change (SPEC.md section 4). */
  save: (next: CartDraft) => Promise<CartDraft>;
};

const CartContext = createContext<CartApi | null>(null);

/** The store's server-side cart, loaded once per store and shared by every shop component. */
export function CartProvider({ storeSlug, children }: { storeSlug: string; children: React.ReactNode }) {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.cart(storeSlug),
    queryFn: async () => (await api.get("asStoreCart", { storeSlug })).cart,
    staleTime: Infinity,
  });
  // Saves run one after another: quick clicks (+, -, -) must reach the server in the order they were
  // made, or an older cart could overwrite a newer one. The screen shows each change at once.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const mutateAsync = useCallback(
    (next: CartDraft): Promise<CartDraft> => {
      const key = queryKeys.cart(storeSlug);
      void qc.cancelQueries({ queryKey: key });
      qc.setQueryData(key, next);
      const run = chain.current
        .catch(() => undefined)
        .then(async () => (await api.post("asStoreCart", { storeSlug, shopCart: next })).cart);
      chain.current = run;
      return run.then(
        (saved) => {
          // Only the last save in flight decides what is shown; earlier answers are already outdated.
          if (chain.current === run) qc.setQueryData(key, saved);
          return saved;
        },
        (error) => {
          // Refused: show the server's cart again instead of the change that was not saved.
          void qc.invalidateQueries({ queryKey: key });
          throw error;
        },
      );
    },
    [qc, storeSlug],
  );

  const cart = query.data ?? EMPTY_CART;
  const save = useCallback((next: CartDraft) => mutateAsync(next), [mutateAsync]);
  const add = useCallback(
    (productId: number, quantity = 1) => {
      const current = qc.getQueryData<CartDraft>(queryKeys.cart(storeSlug)) ?? EMPTY_CART;
      return mutateAsync({ ...current, items: addToCartItems(current.items, productId, quantity) });
    },
    [qc, storeSlug, mutateAsync],
  );
  const addMany = useCallback(
    (lines: { id: number; quantity: number }[]) => {
      const current = qc.getQueryData<CartDraft>(queryKeys.cart(storeSlug)) ?? EMPTY_CART;
      let items: CartDraft["items"] = current.items;
      for (const l of lines) items = addToCartItems(items, l.id, l.quantity);
      return mutateAsync({ ...current, items });
    },
    [qc, storeSlug, mutateAsync],
  );
  const value = useMemo<CartApi>(
    () => ({ cart, isLoading: query.isLoading, count: cartCount(cart.items), add, addMany, save }),
    [cart, query.isLoading, add, addMany, save],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart außerhalb des CartProvider");
  return ctx;
}
