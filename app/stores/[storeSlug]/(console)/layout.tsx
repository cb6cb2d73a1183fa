import { ConsoleShell } from "@/components/console/shell/console-shell";
import { logoutAction } from "@/app/login/actions";
import { shellChildStores } from "@/lib/server/stores";
import { pageStore } from "@/lib/server/viewer";

export default async function ConsoleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  const { store } = await pageStore((await params).storeSlug);
  return (
    <ConsoleShell onLogout={logoutAction.bind(null, store.slug)} store={store} childStores={await shellChildStores(store)}>
      {children}
    </ConsoleShell>
  );
}
