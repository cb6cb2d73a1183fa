"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import { listParamsToApiInput, PAGE_SIZE, type ListParams } from "@/lib/domain/shop/list-params";
import type { ProductListDto } from "@/lib/domain/shop/product-dto";

/**
 * A product-list view page by page through asProducts (SPEC 9: 20 per page, "Mehr anzeigen" adds 20).
 * `initial` is the first page the server rendered for `initialView`; it is used while the view matches.
 */
export function useProductPages(storeSlug: string, params: ListParams, view: boolean, initial: ProductListDto, initialView: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.products(storeSlug, params, view),
    queryFn: async ({ pageParam, signal }) =>
      api.get("asProducts", { storeSlug, ...listParamsToApiInput(params, { offset: pageParam, limit: PAGE_SIZE }, view) }, { signal }),
    initialPageParam: 0,
    initialData: view === initialView ? { pages: [initial], pageParams: [0] } : undefined,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      // A full last page and fewer loaded than counted; an estimated count (a broad search) is no
      // limit, only a short page ends the list.
      return last.data.length === PAGE_SIZE && (!last.meta.countExact || loaded < last.meta.count) ? loaded : undefined;
    },
    staleTime: 60_000,
  });
}
