"use client";

import { createContext, useCallback, useContext, useMemo, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, queryKeys } from "@/lib/api/client";
import { cartCount, EMPTY_CART } from "@/lib/domain/shop/cart-items";
import { applyCartOps, cartOpsBetween, type CartOp } from "@/lib/domain/shop/cart-ops";
import { saveRebased, type Versioned } from "@/lib/domain/platform/versioned-save";
import type { CartDraft } from "@/lib/domain/shop/cart-schema";
import type { CartFill } from "@/lib/domain/shop/cart-fill";
import { useLoadStoreCart, useSaveStoreCart } from "./use-store-cart";

type CartApi = {
  cart: CartDraft;
  /** True until the cart was loaded once (SPEC.md 2.4: nothing shown before). */
  isLoading: boolean;
  count: number;
  /**
   * Adds `quantity` of a product, merging with an existing line. `fill` says where it came from (a wish
   * list); the server posts the shop chat notice when the save really added it (lib/domain/shop/cart-fill.ts).
   */
  add: (productId: number, quantity?: number, fill?: CartFill) => Promise<CartDraft>;
  /** Adds several products at once (a whole wish list, a quick order), each merged with an existing line. */
  addMany: (lines: { id: number; quantity: number }[], fill?: CartFill) => Promise<CartDraft>;
  /** Applies the person's changes as operations (lib/domain/shop/cart-ops.ts) and saves the cart. */
  apply: (ops: CartOp[], fill?: CartFill) => Promise<CartDraft>;
  /**
   * Saves a changed draft, or the change a function makes to the current one; the cart is saved after
   * every change (SPEC.md section 4). Only what differs from the current cart is sent as a change.
   */
  save: (next: CartDraft | ((current: CartDraft) => CartDraft)) => Promise<CartDraft>;
  /** The version of the cart once the saves in flight have ended: what the order submit names (the order is made of that cart). */
  settledVersion: () => Promise<number>;
};

/** The cart as asStoreCart answers it: the draft and the version a save has to name. */
type StoredCart = { cart: CartDraft; version: number };

const CartContext = createContext<CartApi | null>(null);

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

/**
 * The store's server-side cart, loaded once per store and shared by every shop component. Changes
 * show at once (optimistic) and are saved one after another as operations: when another tab or a
 * colleague saved the cart meanwhile, the server refuses the save (409) and the operations are applied
 * again to the cart it has now, so nobody's change is lost (issue 19).
 */
export function CartProvider({ storeSlug, children }: { storeSlug: string; children: React.ReactNode }) {
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

  const current = useCallback(() => qc.getQueryData<StoredCart>(queryKeys.cart(storeSlug))?.cart ?? EMPTY_CART, [qc, storeSlug]);
  const save = useCallback(
    (next: CartDraft | ((current: CartDraft) => CartDraft)) => {
      const before = current();
      return apply(cartOpsBetween(before, typeof next === "function" ? next(before) : next));
    },
    [apply, current],
  );
  const add = useCallback(
    (productId: number, quantity = 1, fill?: CartFill) => apply([{ kind: "add", lines: [{ id: productId, quantity }] }], fill),
    [apply],
  );
  const addMany = useCallback((lines: { id: number; quantity: number }[], fill?: CartFill) => apply([{ kind: "add", lines }], fill), [apply]);
  const settledVersion = useCallback(async () => {
    await chain.current.catch(() => undefined);
    return confirmed.current?.version ?? qc.getQueryData<StoredCart>(queryKeys.cart(storeSlug))?.version ?? 0;
  }, [qc, storeSlug]);
  const cart = query.data?.cart ?? EMPTY_CART;
  const value = useMemo<CartApi>(
    () => ({ cart, isLoading: query.isLoading, count: cartCount(cart.items), add, addMany, apply, save, settledVersion }),
    [cart, query.isLoading, add, addMany, apply, save, settledVersion],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart außerhalb des CartProvider");
  return ctx;
}
