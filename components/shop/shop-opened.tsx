"use client";

import { useEffect } from "react";
import { useShopEvent } from "./use-shop-data";

/**
 * SPEC.md 7: when a store opens the dealer shop, a chat notification goes to the shop channel. Once
 * per browser session is enough; the server leaves out test stores.
 */
export function ShopOpened({ storeSlug }: { storeSlug: string }) {
  const shopEvent = useShopEvent(storeSlug);
  useEffect(() => {
    const key = `shopOpened:${storeSlug}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      return;
    }
    shopEvent({ event: "shopOpened" }).catch(() => sessionStorage.removeItem(key));
  }, [storeSlug, shopEvent]);
  return null;
}
