import { ConsoleShell } from "@/components/console/shell/console-shell";
import { logoutAction } from "@/app/login/actions";
import { shellChildStores, storeBadgeStats } from "@/lib/server/console/store-answer";
import { pageStore } from "@/lib/server/platform/viewer";

export default async function ConsoleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  const { viewer, store } = await pageStore((await params).storeSlug);
  // A master's member sees only the children their membership names (all, or the selected ones).
  // The badge is measured from the requests, by the dashboard's rule (lib/server/console/responsiveness.ts).
  const [childStores, stats] = await Promise.all([shellChildStores(store, viewer), storeBadgeStats(store)]);
  return (
    <ConsoleShell onLogout={logoutAction.bind(null, store.slug)} store={{ ...store, stats }} role={viewer.role} childStores={childStores}>
      {children}
    </ConsoleShell>
  );
}
