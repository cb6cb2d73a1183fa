import type { Metadata } from "next";
import { PriceListsScreen } from "@/components/operator/price-lists/price-lists-screen";

export const metadata: Metadata = { title: "Betrieb – Preislisten" };

export default function PriceListsPage() {
  return <PriceListsScreen />;
}
