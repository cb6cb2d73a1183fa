import { operatorPageMetadata } from "@/lib/server/operator/page";
import { OperatorOrderDetailScreen } from "@/components/operator/orders/detail/order-detail-screen";

type Props = { params: Promise<{ idfs: string }> };

/** The order number from the path; a malformed escape stays as it came (the endpoint then answers 404). */
function orderNumber(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export async function generateMetadata({ params }: Props) {
  const { idfs } = await params;
  return operatorPageMetadata(`Betrieb – Bestellung ${orderNumber(idfs)}`)();
}

export default async function OperatorOrderPage({ params }: Props) {
  const { idfs } = await params;
  return <OperatorOrderDetailScreen idfs={orderNumber(idfs)} />;
}
