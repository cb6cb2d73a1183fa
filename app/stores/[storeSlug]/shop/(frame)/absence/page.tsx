import { shopPageMetadata, shopPageStore } from "@/lib/server/shop/shop-page";
import { AbsenceEditor } from "@/components/platform/absence/absence-editor";
import { listVacations } from "@/lib/server/platform/vacations";

export const generateMetadata = shopPageMetadata("Abwesenheiten");

export default async function Page({ params }: { params: Promise<{ storeSlug: string }> }) {
  const { store } = await shopPageStore((await params).storeSlug);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Abwesenheiten</h1>
      <AbsenceEditor storeSlug={store.slug} storeCrmId={store.crmId} initial={await listVacations(store)} />
    </div>
  );
}
