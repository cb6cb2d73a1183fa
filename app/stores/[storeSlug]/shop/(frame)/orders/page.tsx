import { shopPageMetadata } from "@/lib/server/shop/shop-page";
import { OrdersPage } from "@/components/shop/orders/orders-page";
import { sellerBankDetails } from "@/lib/server/platform/seller";

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
  // The account the studio transfers an open amount to (the seller's, lib/env.ts SELLER_*).
  return <OrdersPage storeSlug={storeSlug} openOrderId={typeof openOrderId === "string" ? openOrderId : undefined} bank={sellerBankDetails()} />;
}
