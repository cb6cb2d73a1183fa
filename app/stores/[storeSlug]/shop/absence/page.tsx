import { AbsenceEditor } from "@/components/shop/absence/absence-editor";
import { listVacations } from "@/lib/server/vacations";
import { pageStore } from "@/lib/server/viewer";

export const metadata = { title: "Abwesenheiten" };

export default async function Page({ params }: { params: Promise<{ storeSlug: string }> }) {
  const { store } = await pageStore((await params).storeSlug);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Abwesenheiten</h1>
      <AbsenceEditor storeSlug={store.slug} storeCrmId={store.crmId} initial={await listVacations(store)} />
    </div>
  );
}
