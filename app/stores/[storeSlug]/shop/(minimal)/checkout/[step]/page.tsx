import { shopPageMetadata, shopPageStore } from "@/lib/server/shop/shop-page";
import { notFound } from "next/navigation";
import { CheckoutPage } from "@/components/shop/checkout/checkout-page";
import { checkoutStore } from "@/lib/server/shop/shop-page";
import { sellerBankDetails } from "@/lib/server/platform/seller";

export const generateMetadata = shopPageMetadata("Kasse");

export default async function Page({ params }: { params: Promise<{ storeSlug: string; step: string }> }) {
  const { storeSlug, step } = await params;
  if (step !== "1" && step !== "2") notFound();
  const { store } = await shopPageStore(storeSlug);
  return <CheckoutPage storeSlug={storeSlug} step={step === "1" ? 1 : 2} store={checkoutStore(store)} bank={sellerBankDetails()} />;
}
