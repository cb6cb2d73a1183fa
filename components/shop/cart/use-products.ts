"use client";

import { useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import type { ProductDto } from "@/lib/domain/shop/product-dto";

const CHUNK = 100;

/**
 * The products of the cart or a wish list, by id, through asProducts (SPEC 7: "also used for cart and
 * wish list products by ids"). Answers a map by id; ids the catalog no longer has are simply absent.
 */
export function useProductsByIds(storeSlug: string, ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: queryKeys.productsByIds(storeSlug, unique),
    enabled: unique.length > 0,
    staleTime: 60_000,
    queryFn: async () => {
      const map = new Map<number, ProductDto>();
      for (let i = 0; i < unique.length; i += CHUNK) {
        const part = unique.slice(i, i + CHUNK);
        const res = await api.get("asProducts", { storeSlug, ids: part.join(","), limit: String(part.length) });
        for (const p of res.data) map.set(p.id, p);
      }
      return map;
    },
  });
}
