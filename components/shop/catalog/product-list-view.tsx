import { Suspense } from "react";
import Link from "next/link";
import type { BrandDto, CategoryDto, ProductFacetsDto, ProductListDto } from "@/lib/domain/shop/product-dto";
import { listParamsToQuery, resultCountText, type ListParams } from "@/lib/domain/shop/list-params";
import { VAT_NOTICE } from "@/lib/domain/shop/shop-price";
import { VatNotice } from "../customer-view";
import { BrandFilter, CategoryFacets, PriceFilter, SortSelect } from "./list-filters";
import { ProductResults } from "./product-results";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { FilterDrawer } from "./filter-drawer";
import { RelaxedNotice } from "./no-results";
import { FeatureFilters } from "./feature-filters";
import type { FeatureFacetDto } from "@/lib/domain/shop/feature-filters";

type Category = Pick<CategoryDto, "id" | "name" | "parentId">;
type Brand = Pick<BrandDto, "id" | "name">;

/** The product list page body (SPEC.md 2.4): breadcrumbs, category sidebar, filters, sort, results. */
export function ProductListView(props: {
  storeSlug: string;
  params: ListParams;
  initial: ProductListDto;
  categories: Category[];
  brands: Brand[];
  serverView: boolean;
  /** The categories of a search's results with counts (issue 17); streamed, null without a search. */
  facets?: Promise<ProductFacetsDto | null> | null;
  /** The category's common features with counts (issue 32); streamed, null without a category. */
  featureFacets?: Promise<FeatureFacetDto[] | null> | null;
}) {
  const { storeSlug, params, initial, categories, brands, serverView, facets, featureFacets } = props;
  const base = `/stores/${storeSlug}/shop`;
  const list = `${base}/products`;
  const category = categories.find((c) => c.id === params.categoryId && c.parentId === null);
  const sub = categories.find((c) => c.id === params.subCategoryId && c.parentId !== null);
  const single = params.ids?.length === 1 ? initial.data[0] : undefined;

  const crumbs: Crumb[] = [
    { label: "Start", href: base },
    { label: "Alle Produkte", href: list },
  ];
  if (category) crumbs.push({ label: category.name, href: `${list}?categoryId=${category.id}` });
  if (sub) crumbs.push({ label: sub.name, href: `${list}${listParamsToQuery({ categoryId: sub.parentId ?? undefined, subCategoryId: sub.id })}` });
  if (params.search) crumbs.push({ label: `Suche: „${params.search}“` });
  if (single) crumbs.push({ label: single.name });
  const title = single?.name ?? (params.search ? `Suchergebnisse für „${params.search}“` : (sub?.name ?? category?.name ?? "Alle Produkte"));
  const brandOptions = brands.filter((b) => initial.meta.brandIds.includes(b.id) || params.brandIds?.includes(b.id));

  return (
    <div>
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-6 md:grid-cols-[220px_1fr]">
        <FilterDrawer>
          <aside className="space-y-6 text-sm">
            {facets ? (
              <Suspense fallback={<p className="text-xs text-muted">Kategorien der Treffer werden gezählt …</p>}>
                <CategoryFacets key={listParamsToQuery(params)} storeSlug={storeSlug} params={params} facets={facets} />
              </Suspense>
            ) : null}
            <CategoryNav list={list} categories={categories} category={category} sub={sub} search={params.search} />
            <PriceFilter key={`${params.startPrice}-${params.endPrice}`} storeSlug={storeSlug} params={params} />
            <BrandFilter key={params.brandIds?.join(",") ?? ""} storeSlug={storeSlug} params={params} options={brandOptions} />
            {featureFacets ? (
              <Suspense fallback={<p className="text-xs text-muted">Merkmale werden gezählt …</p>}>
                <FeatureFilters key={listParamsToQuery(params)} storeSlug={storeSlug} params={params} facets={featureFacets} />
              </Suspense>
            ) : null}
          </aside>
        </FilterDrawer>
        <section aria-labelledby="list-title">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 id="list-title" className="text-2xl font-semibold">
                {title}
              </h1>
              <p className="text-sm text-muted" data-testid="result-count">
                {resultCountText(initial.meta.count, initial.meta.countExact)}
              </p>
            </div>
            <SortSelect storeSlug={storeSlug} params={params} relevanceRanked={initial.meta.relevanceRanked} />
          </div>
          {initial.meta.relaxed ? <RelaxedNotice relaxed={initial.meta.relaxed} /> : null}
          <VatNotice serverView={serverView} text={VAT_NOTICE} className="mb-3 text-xs text-muted" />
          <ProductResults storeSlug={storeSlug} params={params} initial={initial} serverView={serverView} />
        </section>
      </div>
    </div>
  );
}

type NavProps = { list: string; categories: Category[]; category: Category | undefined; sub: Category | undefined; search?: string };

/** The top categories, the chosen one opened to its subcategories; the search is kept. */
function CategoryNav({ list, categories, category, sub, search }: NavProps) {
  return (
    <nav aria-label="Kategorien">
      <h2 className="mb-2 font-semibold">Kategorien</h2>
      <ul className="space-y-1">
        {categories
          .filter((c) => c.parentId === null)
          .map((c) => (
            <li key={c.id}>
              <Link
                href={`${list}${listParamsToQuery({ categoryId: c.id, search })}`}
                aria-current={c.id === category?.id ? "true" : undefined}
                className={c.id === category?.id ? "font-semibold text-brand" : "hover:text-brand"}
              >
                {c.name}
              </Link>
              {c.id === category?.id ? (
                <ul className="mt-1 ml-3 space-y-1 border-l border-line pl-3">
                  {categories
                    .filter((s) => s.parentId === c.id)
                    .map((s) => (
                      <li key={s.id}>
                        <Link
                          href={`${list}${listParamsToQuery({ categoryId: c.id, subCategoryId: s.id, search })}`}
                          aria-current={s.id === sub?.id ? "true" : undefined}
                          className={s.id === sub?.id ? "font-semibold text-brand" : "text-muted hover:text-brand"}
                        >
                          {s.name}
                        </Link>
                      </li>
                    ))}
                </ul>
              ) : null}
            </li>
          ))}
      </ul>
    </nav>
  );
}
