"use client";

import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/client";

/** After an order the server has emptied the cart (SPEC 4); fetch it again so the badge shows that. */
export function ReloadCart({ storeSlug }: { storeSlug: string }) {
  const qc = useQueryClient();
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: queryKeys.cart(storeSlug) });
  }, [qc, storeSlug]);
  return null;
}
