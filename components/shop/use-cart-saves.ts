"use client";

import { useCallback, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, queryKeys } from "@/lib/api/client";
import { EMPTY_CART } from "@/lib/domain/shop/cart-items";
import { applyCartOps, type CartOp } from "@/lib/domain/shop/cart-ops";
import { saveRebased, type Versioned } from "@/lib/domain/platform/versioned-save";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import type { CartFill } from "@/lib/domain/shop/cart-fill";
import { useLoadStoreCart, useSaveStoreCart } from "./use-store-cart";

/** The cart as asStoreCart answers it: the draft and the version a save has to name. */
export type StoredCart = { cart: CartDraft; version: number };

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

/**
 * The store's cart query and its saves: operations shown at once (optimistic), saved one after another,
 * and applied again to the server's cart when a save is refused as outdated (409).
 */
export function useCartSaves(storeSlug: string) {
  const qc = useQueryClient();
  // The cart as the server last confirmed it; saves are based on it, not on the optimistic screen.
  const confirmed = useRef<Versioned<CartDraft> | null>(null);
  const loadCart = useLoadStoreCart(storeSlug);
  const saveCart = useSaveStoreCart(storeSlug);
  const load = useCallback(async (): Promise<Versioned<CartDraft>> => {
    const { cart, version } = await loadCart();
    confirmed.current = { doc: cart, version };
    return confirmed.current;
  }, [loadCart]);
  const query = useQuery({
    queryKey: queryKeys.cart(storeSlug),
    queryFn: async (): Promise<StoredCart> => {
      const { doc, version } = await load();
      return { cart: doc, version };
    },
    staleTime: Infinity,
  });
  // Saves run one after another: quick clicks (+, -, -) reach the server in the order they were made.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const apply = useCallback(
    (ops: CartOp[], fill?: CartFill): Promise<CartDraft> => {
      const key = queryKeys.cart(storeSlug);
      const shown = qc.getQueryData<StoredCart>(key) ?? { cart: EMPTY_CART, version: 0 };
      if (ops.length === 0) return Promise.resolve(shown.cart);
      void qc.cancelQueries({ queryKey: key });
      qc.setQueryData<StoredCart>(key, { ...shown, cart: applyCartOps(shown.cart, ops) });
      const run = chain.current
        .catch(() => undefined)
        .then(() =>
          saveRebased({
            base: confirmed.current ?? { doc: shown.cart, version: shown.version },
            change: (doc) => applyCartOps(doc, ops),
            save: async (doc, version) => {
              const saved = await saveCart(doc, version, fill);
              return { doc: saved.cart, version: saved.version };
            },
            reload: load,
            isConflict,
          }),
        )
        .then((saved) => {
          confirmed.current = { doc: saved.doc, version: saved.version };
          return saved;
        });
      chain.current = run;
      return run.then(
        (saved) => {
          // Only the last save in flight decides what is shown; earlier answers are already outdated.
          if (chain.current === run) qc.setQueryData<StoredCart>(key, { cart: saved.doc, version: saved.version });
          return saved.doc;
        },
        (error) => {
          // Refused: show the server's cart again instead of the change that was not saved.
          void qc.invalidateQueries({ queryKey: key });
          throw error;
        },
      );
    },
    [qc, storeSlug, load, saveCart],
  );
  const settledVersion = useCallback(async () => {
    await chain.current.catch(() => undefined);
    return confirmed.current?.version ?? qc.getQueryData<StoredCart>(queryKeys.cart(storeSlug))?.version ?? 0;
  }, [qc, storeSlug]);
  return { query, apply, settledVersion };
}
