"use client";

import { useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";

/** storeAccessLog: one page of 20 entries, newest first; `cursor` null is the first page (owners only). */
export function useAccessLog(storeSlug: string, cursor: string | null) {
  return useQuery({
    queryKey: queryKeys.accessLogPage(storeSlug, cursor),
    queryFn: () => api.get("storeAccessLog", { storeSlug, cursor: cursor ?? undefined, limit: 20 }),
  });
}
