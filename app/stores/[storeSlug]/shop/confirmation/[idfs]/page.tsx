import { notFound } from "next/navigation";
import { Confirmation } from "@/components/shop/checkout/confirmation";
import { storeOrder } from "@/lib/server/orders";
import { pageStore } from "@/lib/server/viewer";

export const metadata = { title: "Bestellung erhalten" };

export default async function Page({ params }: { params: Promise<{ storeSlug: string; idfs: string }> }) {
  const { storeSlug, idfs } = await params;
  const { store } = await pageStore(storeSlug);
  // Only an order of this store has a confirmation page.
  const order = await storeOrder(store, decodeURIComponent(idfs));
  if (!order) notFound();
  return <Confirmation storeSlug={storeSlug} idfs={order.idfs} />;
}
