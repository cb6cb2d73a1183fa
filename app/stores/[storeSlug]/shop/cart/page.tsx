import { CartPage } from "@/components/shop/cart/cart-page";

export const metadata = { title: "Warenkorb" };

export default async function Page({ params }: { params: Promise<{ storeSlug: string }> }) {
  return <CartPage storeSlug={(await params).storeSlug} />;
}
