import { shopPageMetadata } from "@/lib/server/shop/shop-page";
import { CartPage } from "@/components/shop/cart/cart-page";

export const generateMetadata = shopPageMetadata("Warenkorb");

export default async function Page({ params }: { params: Promise<{ storeSlug: string }> }) {
  return <CartPage storeSlug={(await params).storeSlug} />;
}
