"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

export type WishlistDto = { _id: string; name: string; itemIds: number[]; updatedAt: string };

export const wishlistsKey = (storeSlug: string) => ["asWishlists", storeSlug] as const;

export function useWishlists(storeSlug: string) {
  return useQuery({
    queryKey: wishlistsKey(storeSlug),
    queryFn: async () => (await api.get("asWishlists", { storeSlug })).wishlists as WishlistDto[],
  });
}

/**
 * Saves a whole wish list. Optimistic (SPEC 4: quantity changes are saved immediately): the list shows
 * the change at once and is rolled back if the server refuses; the caller shows the message.
 */
export function useSaveWishlist(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (w: { _id: string; name: string; itemIds: number[] }) => (await api.post("asWishlistUpsert", w)) as WishlistDto,
    onMutate: async (w) => {
      await qc.cancelQueries({ queryKey: wishlistsKey(storeSlug) });
      const previous = qc.getQueryData<WishlistDto[]>(wishlistsKey(storeSlug));
      qc.setQueryData<WishlistDto[]>(wishlistsKey(storeSlug), (list) => list?.map((x) => (x._id === w._id ? { ...x, ...w } : x)));
      return { previous };
    },
    onError: (_e, _w, ctx) => {
      if (ctx?.previous) qc.setQueryData(wishlistsKey(storeSlug), ctx.previous);
    },
    onSuccess: (saved) => qc.setQueryData<WishlistDto[]>(wishlistsKey(storeSlug), (list) => list?.map((x) => (x._id === saved._id ? saved : x))),
  });
}

export function useCreateWishlist(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await api.post("asWishlistUpsert", { storeSlug, name })) as WishlistDto,
    onSuccess: (created) => qc.setQueryData<WishlistDto[]>(wishlistsKey(storeSlug), (list) => [created, ...(list ?? [])]),
  });
}

export function useDeleteWishlist(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.post("asWishlistDelete", { _id: id }),
    onSuccess: (_r, id) => qc.setQueryData<WishlistDto[]>(wishlistsKey(storeSlug), (list) => list?.filter((x) => x._id !== id)),
  });
}
