import { QuickOrderPage } from "@/components/shop/quick-order/quick-order-page";

export const metadata = { title: "Schnellbestellung" };

export default async function Page({ params }: { params: Promise<{ storeSlug: string }> }) {
  return <QuickOrderPage storeSlug={(await params).storeSlug} />;
}
