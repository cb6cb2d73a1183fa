import { ConsoleShell } from "@/components/console/shell/console-shell";
import { logoutAction } from "@/app/login/actions";
import { shellChildStores } from "@/lib/server/stores";
import { pageStore } from "@/lib/server/viewer";

export default async function ConsoleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  const { viewer, store } = await pageStore((await params).storeSlug);
  // A master's member sees only the children their membership names (all, or the selected ones).
  const childStores = await shellChildStores(store, viewer);
  return (
    <ConsoleShell onLogout={logoutAction.bind(null, store.slug)} store={store} role={viewer.role} childStores={childStores}>
      {children}
    </ConsoleShell>
  );
}
