import { shopPageMetadata } from "@/lib/server/shop/shop-page";
import { WishlistPage } from "@/components/shop/wishlist/wishlist-page";

export const generateMetadata = shopPageMetadata("Merkzettel");

export default async function Page({ params }: { params: Promise<{ storeSlug: string }> }) {
  return <WishlistPage storeSlug={(await params).storeSlug} />;
}
