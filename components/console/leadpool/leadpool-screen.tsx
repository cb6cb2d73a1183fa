import { redirect } from "next/navigation";
import type { ScreenProps } from "../screen-props";
import { LeadpoolView } from "../lazy-screens";

/**
 * The lead pool page. The route already checks the signed-in store's flag; a master's child has its
 * own flag, so without it the child's overview is shown instead (SPEC 2.1 "otherwise redirect").
 */
export function LeadpoolScreen({ store, ownStore, childId, title }: ScreenProps) {
  if (!store.leadpoolActive) redirect(childId ? `/stores/${ownStore.slug}/dashboard/${childId}/overview` : `/stores/${ownStore.slug}/overview`);
  return <LeadpoolView storeSlug={store.slug} title={title} />;
}
