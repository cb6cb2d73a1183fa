import type { Metadata } from "next";
import { PrivacyScreen } from "@/components/operator/privacy/privacy-screen";

export const metadata: Metadata = { title: "Betrieb – Datenschutz" };

export default function PrivacyPage() {
  return <PrivacyScreen />;
}
