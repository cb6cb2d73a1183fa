import { operatorPageMetadata } from "@/lib/server/operator/page";
import { ProductsScreen } from "@/components/operator/products/products-screen";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Produkte");

export default function ProductsPage() {
  return <ProductsScreen />;
}
