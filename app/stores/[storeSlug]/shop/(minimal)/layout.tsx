import { MinimalFrame } from "@/components/shop/checkout/minimal-frame";
import { shopPageStore } from "@/lib/server/shop/shop-page";

/** Checkout and confirmation in the minimal layout (SPEC.md 2.4): the way back, the logo, "Sichere Bestellung". */
export default async function MinimalShopLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  const { store } = await shopPageStore((await params).storeSlug);
  return <MinimalFrame storeSlug={store.slug}>{children}</MinimalFrame>;
}
