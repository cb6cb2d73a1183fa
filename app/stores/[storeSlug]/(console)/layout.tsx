import { ConsoleShell } from "@/components/console/shell/console-shell";
import { logoutAction } from "@/app/login/actions";
import { childStoresOf } from "@/lib/server/stores";
import { pageStore } from "@/lib/server/viewer";

export default async function ConsoleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  const { store } = await pageStore((await params).storeSlug);
  const children_ = await childStoresOf(store);
  return (
    <ConsoleShell onLogout={logoutAction} store={store} childStores={children_.map((c) => ({ _id: c._id, name: c.crm.Name }))}>
      {children}
    </ConsoleShell>
  );
}
