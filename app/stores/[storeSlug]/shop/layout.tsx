import { notFound } from "next/navigation";
import { CartProvider } from "@/components/shop/cart-context";
import { ShopFrame } from "@/components/shop/shop-frame";
import { FrameGate, FrameSlot } from "@/components/shop/checkout/frame-gate";
import { pageStore } from "@/lib/server/viewer";
import { viewerMay } from "@/lib/server/access";

export default async function ShopLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  const { viewer, store } = await pageStore((await params).storeSlug);
  // The dealer shop exists only for stores with shopActive (SPEC.md section 6), and only for the roles
  // that buy (lib/domain/roles.ts); sales (verkauf) get the 404 page.
  if (!store.shopActive || !viewerMay(viewer, "shop")) notFound();
  return (
    <CartProvider storeSlug={store.slug}>
      {/* Checkout and confirmation use their own minimal layout (SPEC.md 2.4). */}
      <FrameGate storeSlug={store.slug} frame={<ShopFrame store={store}><FrameSlot /></ShopFrame>}>
        {children}
      </FrameGate>
    </CartProvider>
  );
}
