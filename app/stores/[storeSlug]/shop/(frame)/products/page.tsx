import { shopPageMetadata, shopPageStore } from "@/lib/server/shop/shop-page";
import { listBrands, listCategories, queryProducts } from "@/lib/server/shop/catalog";
import { productFacets } from "@/lib/server/shop/search-facets";
import { featureFacets } from "@/lib/server/shop/feature-facets";
import { listParamsToApiInput, PAGE_SIZE } from "@/lib/domain/shop/list-params";
import { parseListParams, productQuerySchema } from "@/lib/domain/shop/product-query";
import { ProductListView } from "@/components/shop/catalog/product-list-view";
import { serverCustomerView } from "@/components/shop/shop-frame";

export const generateMetadata = shopPageMetadata("Produkte");

type Props = { params: Promise<{ storeSlug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * SPEC.md 2.4 product list. The first page is rendered on the server from the URL (every filter
 * lives in the URL, so back, reload and shared links restore the view); "Mehr anzeigen +" loads more
 * in the browser.
 */
export default async function ProductsPage({ params, searchParams }: Props) {
  const { store } = await shopPageStore((await params).storeSlug);
  const list = parseListParams(await searchParams);
  const view = await serverCustomerView();
  const query = productQuerySchema.parse(listParamsToApiInput(list, { offset: 0, limit: PAGE_SIZE }, view));
  // The categories of a search's results (issue 17) stream in after the list; a failure only hides them.
  const facets = query.search ? productFacets(store, query).catch(() => null) : null;
  // The category's common features as filters (issue 32) stream in the same way.
  const features = query.categoryId ? featureFacets(store, query).catch(() => null) : null;
  const [initial, categories, brands] = await Promise.all([queryProducts(store, query), listCategories(), listBrands()]);
  return (
    <ProductListView
      storeSlug={store.slug}
      params={list}
      initial={initial}
      categories={categories}
      brands={brands}
      serverView={view}
      facets={facets}
      featureFacets={features}
    />
  );
}
