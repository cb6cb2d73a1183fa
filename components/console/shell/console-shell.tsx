import Link from "next/link";
import { ExternalLink } from "lucide-react";
import type { StoreView } from "@/lib/domain/platform/store-view";
import { Toaster } from "@/components/ui/toast";
import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";
import { PAGE_PATHS } from "@/lib/domain/console/console-routes";
import { roleMay, type Role } from "@/lib/domain/platform/roles";
import { AppBanners } from "./app-banners";
import { ChildSelect } from "./child-select";
import { LogoutButton } from "./logout-button";
import { PartnerAd } from "./partner-ad";
import { ShellFrame } from "@/components/ui/shell-frame";
import { ShellHeader, type HeaderStore } from "./shell-header";
import { SidebarNav } from "./sidebar-nav";

export const HELP_CENTER_URL = "https://hilfe.kuechenportal.example";

/** The console frame of SPEC 2.1: the 253px sidebar, the header, the page and the partner advertisement. */
export function ConsoleShell({
  store,
  role = "inhaber",
  childStores,
  onLogout,
  children,
}: {
  store: StoreView;
  /** The member's role: the menu shows only what it may use (the server refuses the rest anyway). */
  role?: Role;
  childStores: (HeaderStore & { _id: string })[];
  onLogout: () => Promise<void>;
  children: React.ReactNode;
}) {
  const home = roleMay(role, "console")
    ? `/stores/${store.slug}/${PAGE_PATHS[store.isMaster ? "dashboard" : "status"]}`
    : `/stores/${store.slug}/${PAGE_PATHS.ranking}`;
  // A master shows its company name only (SPEC 6).
  const studioName = store.isMaster ? (store.crm.Used_Name__c ?? store.name) : store.name;
  const sidebar = (
    <>
      <Link href={home} className="text-lg font-bold tracking-tight">
        Küchenstudio<span className="text-accent-light">Portal</span>
      </Link>
      {/* STUDIO NAME / MASTER CHILD DROPDOWN (SPEC 2.1): a master gets the ChildSelect of the master-accounts area. */}
      {store.isMaster ? (
        <ChildSelect slug={store.slug} masterName={studioName} childStores={childStores} />
      ) : (
        <p className="text-sm font-semibold" data-testid="studio-name">
          {studioName}
        </p>
      )}
      <SidebarNav slug={store.slug} isMaster={store.isMaster} leadpoolActive={store.leadpoolActive} role={role} childStores={childStores} />
      <div className="mt-auto flex flex-col gap-1 text-sm">
        {store.shopActive && roleMay(role, "shop") ? (
          <a
            href={`/stores/${store.slug}/shop`}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-2 rounded px-3 py-2 hover:bg-white/10"
          >
            Händlershop <span className="rounded bg-accent px-1.5 text-xs font-bold">NEU</span>
          </a>
        ) : null}
        <a href={HELP_CENTER_URL} target="_blank" rel="noreferrer" className="flex items-center gap-2 rounded px-3 py-2 hover:bg-white/10">
          Hilfe <ExternalLink size={14} aria-hidden />
        </a>
        <LogoutButton onLogout={onLogout} />
      </div>
      <AppBanners />
    </>
  );
  const header = (
    <ShellHeader own={{ slug: store.slug, name: studioName, stats: store.stats }} childStores={childStores} showBell={roleMay(role, "console")} />
  );
  return (
    <ShellFrame sidebarId="console-sidebar" sidebar={sidebar} header={header}>
      {/* One toaster for every console screen ("Gespeichert!", SPEC 9). */}
      <Toaster>
        {/* At least a screen high: the partner advertisement below starts beyond the first screen, so a
            screen whose content arrives after the first paint does not push it away (a layout shift). */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-screen flex-1 p-4 md:p-6">
          {children}
        </main>
      </Toaster>
      <PartnerAd />
    </ShellFrame>
  );
}
