import type { Metadata } from "next";
import { OperatorOrdersScreen } from "@/components/operator/orders/operator-orders-screen";

export const metadata: Metadata = { title: "Betrieb – Bestellungen" };

export default function OperatorOrdersPage() {
  return <OperatorOrdersScreen />;
}
