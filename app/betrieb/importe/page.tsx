import type { Metadata } from "next";
import { ImportsScreen } from "@/components/operator/imports/imports-screen";

export const metadata: Metadata = { title: "Betrieb – Importe" };

export default function ImportsPage() {
  return <ImportsScreen />;
}
