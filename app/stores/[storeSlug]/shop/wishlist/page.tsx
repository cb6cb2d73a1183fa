import { WishlistPage } from "@/components/shop/wishlist/wishlist-page";

export const metadata = { title: "Merkzettel" };

export default async function Page({ params }: { params: Promise<{ storeSlug: string }> }) {
  return <WishlistPage storeSlug={(await params).storeSlug} />;
}
