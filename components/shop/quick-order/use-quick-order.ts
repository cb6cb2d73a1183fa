"use client";

import { useCallback } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import { codeKey, type QuickOrderLine, type QuickOrderProduct, type ResolvedLine } from "@/lib/domain/shop/quick-order";
import { track } from "@/lib/integrations/analytics";
import type { CartFillSource } from "@/lib/domain/shop/cart-fill";
import { useCart } from "../cart-context";

/** Lines resolved per request while a file is checked, so the progress bar moves with the work. */
export const RESOLVE_BATCH = 250;

/** asQuickOrderResolve for many lines (pasted rows, a file, an order), in batches; `onProgress` gets 0..1. */
export async function resolveLines(
  storeSlug: string,
  lines: readonly QuickOrderLine[],
  onProgress?: (done: number) => void,
): Promise<ResolvedLine[]> {
  const out: ResolvedLine[] = [];
  for (let i = 0; i < lines.length; i += RESOLVE_BATCH) {
    const batch = lines.slice(i, i + RESOLVE_BATCH);
    out.push(...(await api.post("asQuickOrderResolve", { storeSlug, lines: batch })).lines);
    onProgress?.(Math.min(1, (i + batch.length) / lines.length));
  }
  return out;
}

/**
 * What a typed number finds, asked at every keystroke (no debounce: the answer must come within
 * 100 ms, and react-query drops answers to outdated codes). The row keeps showing the last answer
 * while the next one loads.
 */
export function useCodeLookup(storeSlug: string, code: string) {
  const key = codeKey(code);
  return useQuery({
    queryKey: queryKeys.quickOrderCode(storeSlug, key),
    queryFn: async ({ signal }) => {
      const res = await api.post("asQuickOrderResolve", { storeSlug, lines: [{ code, quantity: 1 }], suggest: true }, { signal });
      return { product: res.lines[0].product, suggestions: res.suggestions };
    },
    enabled: key !== "",
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useRecentPurchases(storeSlug: string) {
  return useQuery({
    queryKey: queryKeys.recentPurchases(storeSlug),
    queryFn: async () => (await api.get("asRecentPurchases", { storeSlug })).products,
  });
}

export type ProductLine = { product: QuickOrderProduct; quantity: number };

/**
 * Puts resolved lines into the cart in one cart save, with the events every add-to-cart sends
 * (SPEC.md section 7): the analytics add_to_cart, and for several lines at once the shop chat notice,
 * as for wish-list items. The chat notice is best effort; the cart save decides success.
 */
export function useAddLinesToCart(storeSlug: string, source: CartFillSource) {
  const { addMany } = useCart();
  return useCallback(
    async (lines: readonly ProductLine[]) => {
      if (lines.length === 0) return;
      // The server posts the shop chat notice when this save really added several lines (SPEC 7).
      await addMany(
        lines.map((l) => ({ id: l.product.id, quantity: l.quantity })),
        { source },
      );
      const items = lines.map((l) => ({
        item_id: String(l.product.id),
        item_name: l.product.name,
        price: l.product.priceKaNet,
        quantity: l.quantity,
      }));
      track("add_to_cart", { currency: "EUR", value: items.reduce((s, i) => s + i.price * i.quantity, 0), items });
    },
    [addMany, source],
  );
}
