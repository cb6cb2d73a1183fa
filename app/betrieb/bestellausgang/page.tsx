import type { Metadata } from "next";
import { OrdersOutScreen } from "@/components/operator/orders-out/orders-out-screen";

export const metadata: Metadata = { title: "Betrieb – Bestellausgang" };

export default function OrdersOutPage() {
  return <OrdersOutScreen />;
}
