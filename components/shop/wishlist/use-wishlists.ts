"use client";

import { useCallback } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import type { WishlistDto } from "@/lib/domain/wishlist";

export type { WishlistDto };

/** The store's wish lists; `enabled: false` waits until they are needed (a closed wish-list chooser). */
export function useWishlists(storeSlug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.wishlists(storeSlug),
    queryFn: async () => (await api.get("asWishlists", { storeSlug })).wishlists,
    enabled,
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

/** Creates a wish list, empty or already holding products (ids repeated per unit). */
export function useCreateWishlist(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, itemIds }: { name: string; itemIds?: number[] }) => api.post("asWishlistUpsert", { storeSlug, name, itemIds }),
    // Not loaded yet (created from a product's chooser): the wish list page loads all of them itself.
    onSuccess: (created) => qc.setQueryData<WishlistDto[]>(queryKeys.wishlists(storeSlug), (list) => (list ? [created, ...list] : list)),
  });
}

/**
 * asWishlistAddItem: puts a product on one of the lists (a product already there grows by the
 * quantity). The changed list moves to the top, as the list screen sorts by last change.
 */
export function useAddToWishlist(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { _id: string; productId: number; quantity: number }) => api.post("asWishlistAddItem", input),
    onSuccess: (saved) => qc.setQueryData<WishlistDto[]>(queryKeys.wishlists(storeSlug), (list) => (list ? [saved, ...list.filter((x) => x._id !== saved._id)] : list)),
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
