"use client";

import { useEffect } from "react";
import { api } from "@/lib/api/client";

/**
 * SPEC.md 7: when a store opens the dealer shop, a chat notification goes to the shop channel. Once
 * per browser session is enough; the server leaves out test stores.
 */
export function ShopOpened({ storeSlug }: { storeSlug: string }) {
  useEffect(() => {
    const key = `shopOpened:${storeSlug}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      return;
    }
    api.post("shopEvent", { storeSlug, event: "shopOpened" }).catch(() => sessionStorage.removeItem(key));
  }, [storeSlug]);
  return null;
}
