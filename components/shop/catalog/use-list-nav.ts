"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { listParamsToQuery, type ListParams } from "@/lib/domain/shop/list-params";

/** Changes the list view by changing the URL (SPEC 2.4: every filter lives in the URL). */
export function useListNav(storeSlug: string, params: ListParams) {
  const router = useRouter();
  return useCallback(
    (patch: Partial<ListParams>) => {
      const next: ListParams = { ...params, ...patch };
      router.push(`/stores/${storeSlug}/shop/products${listParamsToQuery(next)}`, { scroll: false });
    },
    [router, storeSlug, params],
  );
}
