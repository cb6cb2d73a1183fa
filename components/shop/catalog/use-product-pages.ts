"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import { listParamsToApiInput, listParamsToQuery, PAGE_SIZE, type ListParams } from "@/lib/domain/shop/list-params";
import type { ProductListDto } from "@/lib/domain/shop/product-dto";

type PageParam = { offset: number; after?: string };
const FIRST_PAGE: PageParam = { offset: 0 };

/**
 * A product-list view page by page through asProducts (SPEC 9: 20 per page, "Mehr anzeigen" adds 20).
 * `initial` is the first page the server rendered for `initialView`; it is used while the view matches.
 */
export function useProductPages(storeSlug: string, params: ListParams, view: boolean, initial: ProductListDto, initialView: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.products(storeSlug, listParamsToQuery(params), view),
    queryFn: async ({ pageParam, signal }) =>
      api.get("asProducts", { storeSlug, ...listParamsToApiInput(params, { ...pageParam, limit: PAGE_SIZE }, view) }, { signal }),
    initialPageParam: FIRST_PAGE,
    initialData: view === initialView ? { pages: [initial], pageParams: [FIRST_PAGE] } : undefined,
    getNextPageParam: (last, pages): PageParam | undefined => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      // A full last page and fewer loaded than counted; a count that is only a bound (more matches than
      // counted) is no limit, only a short page ends the list. The server continues after the last row
      // when it sent a cursor (keyset paging), else it skips `offset` rows.
      if (!(last.data.length === PAGE_SIZE && (!last.meta.countExact || loaded < last.meta.count))) return undefined;
      return last.meta.next ? { offset: loaded, after: last.meta.next } : { offset: loaded };
    },
    staleTime: 60_000,
  });
}
