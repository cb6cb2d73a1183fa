import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { shopPageStore } from "@/lib/server/shop/shop-page";
import { listCategories } from "@/lib/server/shop/catalog";
import { productsByIds } from "@/lib/server/shop/product-rows";
import { listParamsToQuery } from "@/lib/domain/shop/list-params";
import { Breadcrumbs, type Crumb } from "@/components/shop/catalog/breadcrumbs";
import { ProductDetail } from "@/components/shop/catalog/product-detail";
import { serverCustomerView } from "@/components/shop/shop-frame";

type Props = { params: Promise<{ storeSlug: string; productId: string }> };

/** The product of the URL for the signed-in store, or the 404 page for an id the catalog lacks. */
const productOf = cache(async (storeSlug: string, productId: string) => {
  const { store } = await shopPageStore(storeSlug);
  // Product ids are positive 32-bit integers; anything else cannot name a product.
  const id = /^[1-9]\d{0,9}$/.test(productId) ? Number(productId) : NaN;
  if (!(id <= 2_147_483_647)) notFound();
  const [product] = (await productsByIds(store, [id])).data;
  if (!product) notFound();
  return { store, product };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { storeSlug, productId } = await params;
  return { title: (await productOf(storeSlug, productId)).product.name };
}

/** SPEC.md 2.4 "single product": breadcrumbs Start / Alle Produkte / category / subcategory / product. */
export default async function ProductPage({ params }: Props) {
  const { storeSlug, productId } = await params;
  const { store, product } = await productOf(storeSlug, productId);
  const [categories, view] = await Promise.all([listCategories(), serverCustomerView()]);
  const list = `/stores/${store.slug}/shop/products`;
  const category = categories.find((c) => c.id === product.categoryId);
  const sub = categories.find((c) => c.id === product.subCategoryId);
  const crumbs: Crumb[] = [
    { label: "Start", href: `/stores/${store.slug}/shop` },
    { label: "Alle Produkte", href: list },
  ];
  if (category) crumbs.push({ label: category.name, href: `${list}${listParamsToQuery({ categoryId: category.id })}` });
  if (category && sub) crumbs.push({ label: sub.name, href: `${list}${listParamsToQuery({ categoryId: category.id, subCategoryId: sub.id })}` });
  crumbs.push({ label: product.name });
  return (
    <div>
      <Breadcrumbs crumbs={crumbs} />
      <ProductDetail storeSlug={store.slug} product={product} serverView={view} />
    </div>
  );
}
