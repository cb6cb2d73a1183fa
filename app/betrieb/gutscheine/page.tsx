import type { Metadata } from "next";
import { VouchersScreen } from "@/components/operator/vouchers/vouchers-screen";

export const metadata: Metadata = { title: "Betrieb – Gutscheine" };

export default function VouchersPage() {
  return <VouchersScreen />;
}
