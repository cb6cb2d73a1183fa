import { operatorPageMetadata } from "@/lib/server/operator/page";
import { OperatorOrdersScreen } from "@/components/operator/orders/operator-orders-screen";
import { filtersFromQuery } from "@/lib/domain/operator/order-list";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Bestellungen");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The filters may come with the address (`?payment=owing&to=2026-11-21`, the Übersicht's to-do links). */
export default async function OperatorOrdersPage({ searchParams }: Props) {
  return <OperatorOrdersScreen initial={filtersFromQuery(await searchParams)} />;
}
