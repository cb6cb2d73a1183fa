import { operatorPageMetadata } from "@/lib/server/operator/page";
import { ApiKeysScreen } from "@/components/operator/api-keys/api-keys-screen";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – API-Schlüssel");

export default function ApiKeysPage() {
  return <ApiKeysScreen />;
}
