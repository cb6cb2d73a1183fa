import { operatorPageMetadata } from "@/lib/server/operator/page";
import { PrivacyScreen } from "@/components/operator/privacy/privacy-screen";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Datenschutz");

export default function PrivacyPage() {
  return <PrivacyScreen />;
}
