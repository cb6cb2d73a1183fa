import type { Metadata } from "next";
import { PaymentsScreen } from "@/components/operator/payments/payments-screen";

export const metadata: Metadata = { title: "Betrieb – Zahlungen" };

export default function OperatorPaymentsPage() {
  return <PaymentsScreen />;
}
