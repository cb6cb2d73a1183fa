import { operatorPageMetadata } from "@/lib/server/operator/page";
import { CarriersScreen } from "@/components/operator/carriers/carriers-screen";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Versanddienste");

export default function CarriersPage() {
  return <CarriersScreen />;
}
