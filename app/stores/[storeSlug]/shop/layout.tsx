import { CartProvider } from "@/components/shop/cart-context";
import { shopPageStore } from "@/lib/server/shop/shop-page";

/**
 * Every shop page: the store's cart. The frame comes from the route group: (frame) for the shop's pages,
 * (minimal) for checkout and confirmation (SPEC.md 2.4), so the checkout's first load holds none of the
 * frame's code (search, menu, trust bar).
 */
export default async function ShopLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  // A store without a shop, or a role that does not buy (verkauf), gets the 404 page.
  const { store } = await shopPageStore((await params).storeSlug);
  return <CartProvider storeSlug={store.slug}>{children}</CartProvider>;
}
