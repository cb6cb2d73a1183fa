import type { Metadata } from "next";
import { ProductsScreen } from "@/components/operator/products/products-screen";

export const metadata: Metadata = { title: "Betrieb – Produkte" };

export default function ProductsPage() {
  return <ProductsScreen />;
}
