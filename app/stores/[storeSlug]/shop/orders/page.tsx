import { shopPageMetadata } from "@/lib/server/shop/shop-page";
import { OrdersPage } from "@/components/shop/orders/orders-page";

export const generateMetadata = shopPageMetadata("Bestellungen");

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ storeSlug: string }>;
  searchParams: Promise<{ openOrderId?: string }>;
}) {
  const { storeSlug } = await params;
  const { openOrderId } = await searchParams;
  return <OrdersPage storeSlug={storeSlug} openOrderId={typeof openOrderId === "string" ? openOrderId : undefined} />;
}
