import { operatorPageMetadata } from "@/lib/server/operator/page";
import { ImportsScreen } from "@/components/operator/imports/imports-screen";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Importe");

export default function ImportsPage() {
  return <ImportsScreen />;
}
