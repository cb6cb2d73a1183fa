"use client";

import { useCallback } from "react";
import { api } from "@/lib/api/client";
import type { CartFill } from "@/lib/domain/shop/cart-fill";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";

/**
 * asStoreCart GET and POST for the cart provider, which keeps the cart in the react-query cache itself
 * and chains the saves (components/shop/cart-context.tsx): plain callbacks, no query of their own.
 */
export function useLoadStoreCart(storeSlug: string) {
  return useCallback(() => api.get("asStoreCart", { storeSlug }), [storeSlug]);
}

/** Saves the draft over `version`, naming where added lines came from (`fill`); a 409 means someone saved meanwhile. */
export function useSaveStoreCart(storeSlug: string) {
  return useCallback(
    (shopCart: CartDraft, version: number, fill?: CartFill) => api.post("asStoreCart", { storeSlug, shopCart, version, ...(fill ? { fill } : {}) }),
    [storeSlug],
  );
}
