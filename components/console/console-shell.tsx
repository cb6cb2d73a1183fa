import Link from "next/link";
import { ExternalLink } from "lucide-react";
import type { Store } from "@/models/schema";
import { LogoutButton } from "./logout-button";
import { SidebarNav } from "./sidebar-nav";

export const HELP_CENTER_URL = "https://hilfe.kuechenportal.example";

/** The console frame of SPEC.md 2.1: a 253px sidebar and a header above the page. */
export function ConsoleShell({ store, childStores, children }: { store: Store; childStores: { _id: string; name: string }[]; children: React.ReactNode }) {
  const home = `/stores/${store.slug}/${store.isMaster ? "dashboard" : "console"}`;
  return (
    <div className="flex min-h-screen">
      <aside className="flex w-[253px] shrink-0 flex-col gap-6 bg-brand-dark p-4 text-white" data-testid="console-sidebar">
        <Link href={home} className="text-lg font-bold tracking-tight">
          Küchenstudio<span className="text-accent">Portal</span>
        </Link>
        <p className="text-sm font-semibold" data-testid="studio-name">
          {store.isMaster ? (store.crm.Used_Name__c ?? store.name) : store.name}
        </p>
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
          <LogoutButton />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-between border-b border-line px-6">
          <span className="font-semibold">{store.name}</span>
        </header>
        <main className="flex-1 p-6">{children}</main>
      </div>
    </div>
  );
}
