"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, ApiError, queryKeys } from "@/lib/api/client";
import type { WishlistDto } from "@/lib/domain/shop/wishlist";
import { applyWishlistOp, type WishlistOp } from "@/lib/domain/shop/wishlist-ops";
import { saveRebased, type Versioned } from "@/lib/domain/platform/versioned-save";

export type { WishlistDto };

/**
 * Per browser tab (one query client): each wish list as the server last confirmed it, and the saves of
 * each list in flight, one after another. Saves are based on the confirmed list, never on the
 * optimistic one the screen shows.
 */
type ListSync = { confirmed: Map<string, Versioned<WishlistDto>>; chain: Map<string, Promise<unknown>> };
const syncs = new WeakMap<QueryClient, ListSync>();
function syncOf(qc: QueryClient): ListSync {
  let sync = syncs.get(qc);
  if (!sync) syncs.set(qc, (sync = { confirmed: new Map(), chain: new Map() }));
  return sync;
}
function confirm(qc: QueryClient, list: WishlistDto) {
  syncOf(qc).confirmed.set(list._id, { doc: list, version: list.version });
}

async function loadWishlists(qc: QueryClient, storeSlug: string): Promise<WishlistDto[]> {
  const { wishlists } = await api.get("asWishlists", { storeSlug });
  for (const w of wishlists) confirm(qc, w);
  return wishlists;
}

/** The store's wish lists; `enabled: false` waits until they are needed (a closed wish-list chooser). */
export function useWishlists(storeSlug: string, { enabled = true }: { enabled?: boolean } = {}) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: queryKeys.wishlists(storeSlug),
    queryFn: () => loadWishlists(qc, storeSlug),
    enabled,
  });
}

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

/**
 * Saves a change to a wish list (quantity, rename) as an operation (lib/domain/shop/wishlist-ops.ts).
 * Optimistic (SPEC 4: quantity changes are saved immediately): the list shows the change at once.
 * The save names the version it is based on; when another tab or a colleague saved the list
 * meanwhile (409), the fresh list is loaded and the operation applied to it again (issue 19). If the
 * server refuses the change, the lists are loaded again; the caller shows the message.
 */
export function useSaveWishlist(storeSlug: string) {
  const qc = useQueryClient();
  const key = queryKeys.wishlists(storeSlug);
  return useMutation({
    mutationFn: async ({ _id, op }: { _id: string; op: WishlistOp }): Promise<WishlistDto> => {
      const sync = syncOf(qc);
      const shown = qc.getQueryData<WishlistDto[]>(key)?.find((x) => x._id === _id);
      const run = (sync.chain.get(_id) ?? Promise.resolve())
        .catch(() => undefined)
        .then(async () => {
          const base = sync.confirmed.get(_id) ?? (shown ? { doc: shown, version: shown.version } : null);
          if (!base) throw new Error(WISHLIST_GONE);
          const saved = await saveRebased<WishlistDto>({
            base,
            change: (doc) => applyWishlistOp(doc, op),
            save: async (doc, version) => {
              const w = await api.post("asWishlistUpsert", { _id, name: doc.name, itemIds: doc.itemIds, version });
              return { doc: w, version: w.version };
            },
            reload: async () => {
              const list = (await loadWishlists(qc, storeSlug)).find((x) => x._id === _id);
              if (!list) throw new Error(WISHLIST_GONE);
              return { doc: list, version: list.version };
            },
            isConflict,
          });
          confirm(qc, saved.doc);
          return saved.doc;
        });
      sync.chain.set(_id, run);
      const saved = await run;
      // Only the last save of a list in flight decides what is shown; earlier answers are outdated.
      if (sync.chain.get(_id) === run) qc.setQueryData<WishlistDto[]>(key, (list) => list?.map((x) => (x._id === saved._id ? saved : x)));
      return saved;
    },
    onMutate: async ({ _id, op }) => {
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData<WishlistDto[]>(key, (list) => list?.map((x) => (x._id === _id ? applyWishlistOp(x, op) : x)));
    },
    onError: () => qc.invalidateQueries({ queryKey: key }),
  });
}

const WISHLIST_GONE = "Der Merkzettel wurde inzwischen gelöscht.";

/**
 * Puts a created or changed list at the top of the loaded lists (the list screen sorts by last change).
 * Not loaded yet, or its load cancelled by the save: loaded again, now or when next shown (a product's
 * chooser opened again), so it never shows the lists from before the save.
 */
function showSaved(qc: QueryClient, storeSlug: string, saved: WishlistDto) {
  const key = queryKeys.wishlists(storeSlug);
  if (qc.getQueryData<WishlistDto[]>(key)) qc.setQueryData<WishlistDto[]>(key, (list) => [saved, ...(list ?? []).filter((x) => x._id !== saved._id)]);
  else void qc.invalidateQueries({ queryKey: key });
}

/** Creates a wish list, empty or already holding products (ids repeated per unit). */
export function useCreateWishlist(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, itemIds }: { name: string; itemIds?: number[] }) => api.post("asWishlistUpsert", { storeSlug, name, itemIds }),
    // A load still in flight began before the new list existed: it must not overwrite the list below.
    onMutate: () => qc.cancelQueries({ queryKey: queryKeys.wishlists(storeSlug) }),
    onSuccess: (created) => {
      confirm(qc, created);
      showSaved(qc, storeSlug, created);
    },
    onError: () => qc.invalidateQueries({ queryKey: queryKeys.wishlists(storeSlug) }),
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
    // Added on the server under a row lock; the version it answers is the one the next save is based on.
    onMutate: () => qc.cancelQueries({ queryKey: queryKeys.wishlists(storeSlug) }),
    onSuccess: (saved) => {
      confirm(qc, saved);
      showSaved(qc, storeSlug, saved);
    },
    onError: () => qc.invalidateQueries({ queryKey: queryKeys.wishlists(storeSlug) }),
  });
}

export function useDeleteWishlist(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.post("asWishlistDelete", { _id: id }),
    onSuccess: (_r, id) => qc.setQueryData<WishlistDto[]>(queryKeys.wishlists(storeSlug), (list) => list?.filter((x) => x._id !== id)),
  });
}
