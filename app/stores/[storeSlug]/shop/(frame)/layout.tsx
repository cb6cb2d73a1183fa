import { ShopFrame } from "@/components/shop/shop-frame";
import { shopPageStore } from "@/lib/server/shop/shop-page";
import { logoutAction } from "@/app/login/actions";
import { offeredArticleCount } from "@/lib/server/shop/offered-count";
import { articleCountText } from "@/lib/domain/shop/trust-count";

/** The shop's pages inside the shop frame (SPEC.md 2.4): top bar, trust bar, header, footer. */
export default async function ShopFrameLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  const { store, viewer } = await shopPageStore((await params).storeSlug);
  const articles = articleCountText(await offeredArticleCount());
  return (
    <ShopFrame store={store} userName={viewer.name} onLogout={logoutAction.bind(null, store.slug)} articles={articles}>
      {children}
    </ShopFrame>
  );
}
