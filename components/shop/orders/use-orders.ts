"use client";

import { useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import type { OrderDto } from "@/lib/domain/shop/order-dto";

/** asOrders: the store's orders matching the search in the date window; the last list stays while the next loads. */
export function useOrders(storeSlug: string, q: { search: string; startDate: string; endDate: string }) {
  return useQuery({
    queryKey: queryKeys.orders(storeSlug, q),
    queryFn: async () =>
      (await api.get("asOrders", { storeSlug, search: q.search || undefined, startDate: q.startDate, endDate: q.endDate })).orders as OrderDto[],
    placeholderData: (prev) => prev,
  });
}
