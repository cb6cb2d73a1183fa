import { shopPageMetadata, shopPageStore } from "@/lib/server/shop/shop-page";
import { notFound } from "next/navigation";
import { Confirmation } from "@/components/shop/checkout/confirmation";
import { storeOrder } from "@/lib/server/shop/orders";
import { seller } from "@/lib/server/platform/seller";
import { transferLines } from "@/lib/domain/shop/checkout-payment";
import { eurosToCents } from "@/lib/domain/platform/money";

export const generateMetadata = shopPageMetadata("Bestellung erhalten");

export default async function Page({ params }: { params: Promise<{ storeSlug: string; idfs: string }> }) {
  const { storeSlug, idfs } = await params;
  const { store } = await shopPageStore(storeSlug);
  // Only an order of this store has a confirmation page.
  const order = await storeOrder(store, decodeURIComponent(idfs));
  if (!order) notFound();
  const s = seller();
  const transfer = transferLines({
    recipient: s.name,
    iban: s.iban,
    bic: s.bic,
    amountCents: eurosToCents(order.totalPricing.priceKaGrossWithShipping),
    idfs: order.idfs,
  });
  return <Confirmation storeSlug={storeSlug} idfs={order.idfs} transfer={transfer} />;
}
