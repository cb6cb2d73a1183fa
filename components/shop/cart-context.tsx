"use client";

import { createContext, useCallback, useContext, useMemo } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { addToCartItems, cartCount, EMPTY_CART } from "@/lib/domain/cart-schema";
import type { CartDraft } from "@/models/types";

type CartApi = {
  cart: CartDraft;
  /** True until the cart was loaded once (SPEC.md 2.4: nothing shown before). */
  isLoading: boolean;
  count: number;
  /** Adds `quantity` of a product, merging with an existing line. */
  add: (productId: number, quantity?: number) => Promise<CartDraft>;
  /** Saves a changed draft; the cart is saved after every change (SPEC.md section 4). */
  save: (next: CartDraft) => Promise<CartDraft>;
};

const CartContext = createContext<CartApi | null>(null);

export const cartKey = (storeSlug: string) => ["asStoreCart", storeSlug] as const;

/** The store's server-side cart, loaded once per store and shared by every shop component. */
export function CartProvider({ storeSlug, children }: { storeSlug: string; children: React.ReactNode }) {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: cartKey(storeSlug),
    queryFn: async () => (await api.get("asStoreCart", { storeSlug })).cart as CartDraft,
    staleTime: Infinity,
  });
  const mutation = useMutation({
    mutationFn: async (next: CartDraft) => (await api.post("asStoreCart", { storeSlug, shopCart: next })).cart as CartDraft,
    onMutate: async (next) => {
      await qc.cancelQueries({ queryKey: cartKey(storeSlug) });
      const previous = qc.getQueryData<CartDraft>(cartKey(storeSlug));
      qc.setQueryData(cartKey(storeSlug), next);
      return { previous };
    },
    onError: (_e, _next, ctx) => {
      if (ctx?.previous) qc.setQueryData(cartKey(storeSlug), ctx.previous);
    },
    onSuccess: (saved) => qc.setQueryData(cartKey(storeSlug), saved),
  });
  const { mutateAsync } = mutation;

  const cart = query.data ?? EMPTY_CART;
  const save = useCallback((next: CartDraft) => mutateAsync(next), [mutateAsync]);
  const add = useCallback(
    (productId: number, quantity = 1) => {
      const current = qc.getQueryData<CartDraft>(cartKey(storeSlug)) ?? EMPTY_CART;
      return mutateAsync({ ...current, items: addToCartItems(current.items, productId, quantity) });
    },
    [qc, storeSlug, mutateAsync],
  );
  const value = useMemo<CartApi>(
    () => ({ cart, isLoading: query.isLoading, count: cartCount(cart.items), add, save }),
    [cart, query.isLoading, add, save],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart außerhalb des CartProvider");
  return ctx;
}
