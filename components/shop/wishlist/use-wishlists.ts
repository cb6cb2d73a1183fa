"use client";

import { useCallback } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import type { WishlistDto } from "@/lib/domain/wishlist";

export type { WishlistDto };

export function useWishlists(storeSlug: string) {
  return useQuery({
    queryKey: queryKeys.wishlists(storeSlug),
    queryFn: async () => (await api.get("asWishlists", { storeSlug })).wishlists,
  });
}

/**
 * Saves a whole wish list. Optimistic (SPEC 4: quantity changes are saved immediately): the list shows
 * the change at once and is rolled back if the server refuses; the caller shows the message.
 */
export function useSaveWishlist(storeSlug: string) {
  const qc = useQueryClient();
  const key = queryKeys.wishlists(storeSlug);
  return useMutation({
    mutationFn: async (w: { _id: string; name: string; itemIds: number[] }) => api.post("asWishlistUpsert", w),
    onMutate: async (w) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<WishlistDto[]>(key);
      qc.setQueryData<WishlistDto[]>(key, (list) => list?.map((x) => (x._id === w._id ? { ...x, ...w } : x)));
      return { previous };
    },
    onError: (_e, _w, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
    },
    onSuccess: (saved) => qc.setQueryData<WishlistDto[]>(key, (list) => list?.map((x) => (x._id === saved._id ? saved : x))),
  });
}

export function useCreateWishlist(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => api.post("asWishlistUpsert", { storeSlug, name }),
    onSuccess: (created) => qc.setQueryData<WishlistDto[]>(queryKeys.wishlists(storeSlug), (list) => [created, ...(list ?? [])]),
  });
}

export function useDeleteWishlist(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.post("asWishlistDelete", { _id: id }),
    onSuccess: (_r, id) => qc.setQueryData<WishlistDto[]>(queryKeys.wishlists(storeSlug), (list) => list?.filter((x) => x._id !== id)),
  });
}

/** asWishlistToCartNotice: the shop chat hears of items moved to the cart (SPEC 7); failures are ignored. */
export function useWishlistToCartNotice(storeSlug: string) {
  return useCallback(
    (wishlistName: string, count: number) => void api.post("asWishlistToCartNotice", { storeSlug, wishlistName, count }).catch(() => {}),
    [storeSlug],
  );
}
