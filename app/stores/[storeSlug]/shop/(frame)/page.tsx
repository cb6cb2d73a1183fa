import { shopPageMetadata, shopPageStore } from "@/lib/server/shop/shop-page";
import { listBrands, listCategories } from "@/lib/server/shop/catalog";
import { ShopHome } from "@/components/shop/catalog/shop-home";

export const generateMetadata = shopPageMetadata("Händlershop");

export default async function ShopHomePage({ params }: { params: Promise<{ storeSlug: string }> }) {
  const { store } = await shopPageStore((await params).storeSlug);
  const [categories, brands] = await Promise.all([listCategories(), listBrands()]);
  return <ShopHome storeSlug={store.slug} categories={categories} brands={brands.filter((b) => b.isTop).slice(0, 16)} />;
}
