import { Suspense } from "react";
import type { ScreenProps } from "../../console/screen-props";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { Dashboard } from "./lazy-dashboard";

/**
 * "Statistiken" (SPEC 2.2) for a master; on dashboard/{childId}/dashboard the same screen for that one
 * child. "Today" is taken on the server in the studios' calendar, so server and browser agree on the
 * default range.
 */
export function DashboardScreen({ store, ownStore, childId, title }: ScreenProps) {
  const fixedChild = childId ? { slug: store.slug, name: store.name } : undefined;
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold">{fixedChild ? `${title}: ${store.name}` : title}</h1>
      <Suspense fallback={<p className="text-sm text-muted">Statistiken werden geladen …</p>}>
        <Dashboard
          key={fixedChild?.slug ?? "all"}
          masterSlug={ownStore.slug}
          exportCrmId={store.crmId}
          today={berlinIsoDay(new Date())}
          fixedChild={fixedChild}
        />
      </Suspense>
    </section>
  );
}
