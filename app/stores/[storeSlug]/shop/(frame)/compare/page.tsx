import { shopPageMetadata } from "@/lib/server/shop/shop-page";
import { ComparePage } from "@/components/shop/compare/compare-page";

export const generateMetadata = shopPageMetadata("Produktvergleich");

export default async function Page({ params }: { params: Promise<{ storeSlug: string }> }) {
  return <ComparePage storeSlug={(await params).storeSlug} />;
}
