import { operatorPageMetadata } from "@/lib/server/operator/page";
import { OrdersOutScreen } from "@/components/operator/orders-out/orders-out-screen";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Bestellausgang");

export default function OrdersOutPage() {
  return <OrdersOutScreen />;
}
