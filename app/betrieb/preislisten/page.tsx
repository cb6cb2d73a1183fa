import { operatorPageMetadata } from "@/lib/server/operator/page";
import { PriceListsScreen } from "@/components/operator/price-lists/price-lists-screen";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Preislisten");

export default function PriceListsPage() {
  return <PriceListsScreen />;
}
