import { operatorPageMetadata } from "@/lib/server/operator/page";
import { OperatorOrdersScreen } from "@/components/operator/orders/operator-orders-screen";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Bestellungen");

export default function OperatorOrdersPage() {
  return <OperatorOrdersScreen />;
}
