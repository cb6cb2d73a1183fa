import { operatorPageMetadata } from "@/lib/server/operator/page";
import { VouchersScreen } from "@/components/operator/vouchers/vouchers-screen";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Gutscheine");

export default function VouchersPage() {
  return <VouchersScreen />;
}
