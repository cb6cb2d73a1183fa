import { shopPageMetadata } from "@/lib/server/shop/shop-page";
import { QuickOrderPage } from "@/components/shop/quick-order/quick-order-page";

export const generateMetadata = shopPageMetadata("Schnellbestellung");

export default async function Page({ params }: { params: Promise<{ storeSlug: string }> }) {
  return <QuickOrderPage storeSlug={(await params).storeSlug} />;
}
