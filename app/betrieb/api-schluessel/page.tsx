import type { Metadata } from "next";
import { ApiKeysScreen } from "@/components/operator/api-keys/api-keys-screen";

export const metadata: Metadata = { title: "Betrieb – API-Schlüssel" };

export default function ApiKeysPage() {
  return <ApiKeysScreen />;
}
