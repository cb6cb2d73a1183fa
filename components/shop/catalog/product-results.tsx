"use client";

import type { ProductListDto } from "@/lib/domain/shop/product-dto";
import type { ListParams } from "@/lib/domain/shop/list-params";
import { Button } from "@/components/ui/button";
import { useCustomerView } from "../customer-view";
import { isBoraSearch } from "@/lib/domain/shop/search-query";
import { BoraHint, NoResults } from "./no-results";
import { ProductCard } from "./product-card";
import { useProductPages } from "./use-product-pages";

/**
 * The result grid with "Mehr anzeigen +" (SPEC 9: 20 per page, each click adds 20). The first page
 * comes from the server; only the price filter depends on the Kundenansicht, so only then does the
 * view take part in the query key.
 */
export function ProductResults({
  storeSlug,
  params,
  initial,
  serverView,
}: {
  storeSlug: string;
  params: ListParams;
  initial: ProductListDto;
  serverView: boolean;
}) {
  const [view] = useCustomerView(serverView);
  const viewMatters = params.startPrice !== undefined || params.endPrice !== undefined;
  const keyView = viewMatters ? view : serverView;
  const query = useProductPages(storeSlug, params, keyView, initial, serverView);

  if (query.isPending) return <p className="py-10 text-center text-muted">Produkte werden geladen …</p>;
  if (query.isError)
    return (
      <p role="alert" className="py-10 text-center text-danger">
        {query.error.message}
      </p>
    );
  const products = query.data.pages.flatMap((p) => p.data);
  if (products.length === 0)
    return <NoResults search={params.search} hint={query.data.pages[0]?.meta.didYouMean} storeSlug={storeSlug} params={params} />;

  return (
    <div>
      {isBoraSearch(params.search) ? <BoraHint /> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="product-grid">
        {products.map((p, i) => (
          <li key={p.id}>
            {/* The first cards are on screen at load (one column on a phone, four on a desktop): their images load at once. */}
            <ProductCard storeSlug={storeSlug} product={p} customerView={view} eager={i < 4} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="mt-6 text-center">
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Wird geladen …" : "Mehr anzeigen +"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
