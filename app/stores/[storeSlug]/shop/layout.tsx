import { CartProvider } from "@/components/shop/cart-context";
import { ShopFrame } from "@/components/shop/shop-frame";
import { FrameGate, FrameSlot } from "@/components/shop/checkout/frame-gate";
import { shopPageStore } from "@/lib/server/shop/shop-page";
import { logoutAction } from "@/app/login/actions";
import { offeredArticleCount } from "@/lib/server/shop/offered-count";
import { articleCountText } from "@/lib/domain/shop/trust-count";

export default async function ShopLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  // A store without a shop, or a role that does not buy (verkauf), gets the 404 page.
  const { store, viewer } = await shopPageStore((await params).storeSlug);
  const articles = articleCountText(await offeredArticleCount());
  return (
    <CartProvider storeSlug={store.slug}>
      {/* Checkout and confirmation use their own minimal layout (SPEC.md 2.4). */}
      <FrameGate
        storeSlug={store.slug}
        frame={
          <ShopFrame store={store} userName={viewer.name} onLogout={logoutAction.bind(null, store.slug)} articles={articles}>
            <FrameSlot />
          </ShopFrame>
        }
      >
        {children}
      </FrameGate>
    </CartProvider>
  );
}
