import Link from "next/link";
import { ExternalLink } from "lucide-react";
import type { Store } from "@/lib/api/client";
import { PAGE_PATHS } from "@/lib/domain/console-routes";
import { AppBanners } from "./app-banners";
import { ChildSelect } from "./child-select";
import { HelpBox } from "./help-box";
import { LogoutButton } from "./logout-button";
import { NotificationBell } from "./notification-bell";
import { PartnerAd } from "./partner-ad";
import { ResponsivenessBadge } from "./responsiveness-badge";
import { ShellFrame } from "./shell-frame";
import { SidebarNav } from "./sidebar-nav";

export const HELP_CENTER_URL = "https://hilfe.kuechenportal.example";

/** The console frame of SPEC 2.1: the 253px sidebar, the header, the page and the partner advertisement. */
export function ConsoleShell({ store, childStores, onLogout, children }: { store: Store; childStores: { _id: string; name: string }[]; onLogout: () => Promise<void>; children: React.ReactNode }) {
  const home = `/stores/${store.slug}/${PAGE_PATHS[store.isMaster ? "dashboard" : "status"]}`;
  // A master shows its company name only (SPEC 6).
  const studioName = store.isMaster ? (store.crm.Used_Name__c ?? store.name) : store.name;
  const sidebar = (
    <>
      <Link href={home} className="text-lg font-bold tracking-tight">
        Küchenstudio<span className="text-accent">Portal</span>
      </Link>
      {/* STUDIO NAME / MASTER CHILD DROPDOWN (SPEC 2.1): a master gets the ChildSelect of the master-accounts area. */}
      {store.isMaster ? (
        <ChildSelect slug={store.slug} masterName={studioName} childStores={childStores} />
      ) : (
        <p className="text-sm font-semibold" data-testid="studio-name">
          {studioName}
        </p>
      )}
      <SidebarNav slug={store.slug} isMaster={store.isMaster} leadpoolActive={store.leadpoolActive} childStores={childStores} />
      <div className="mt-auto flex flex-col gap-1 text-sm">
        {store.shopActive ? (
          <a href={`/stores/${store.slug}/shop`} target="_blank" rel="noreferrer" className="flex items-center gap-2 rounded px-3 py-2 hover:bg-white/10">
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
    <>
      <span className="mr-auto font-semibold" data-testid="header-studio-name">
        {studioName}
      </span>
      <ResponsivenessBadge stats={store.stats} />
      <NotificationBell storeSlug={store.slug} />
      <HelpBox />
    </>
  );
  return (
    <ShellFrame sidebar={sidebar} header={header}>
      <main className="flex-1 p-4 md:p-6">{children}</main>
      <PartnerAd />
    </ShellFrame>
  );
}
