import Link from "next/link";
import { LogOut } from "lucide-react";
import { Toaster } from "@/components/ui/toast";
import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";
import { OPERATOR_HOME, OPERATOR_ROLE_LABEL } from "@/lib/domain/operator/operator";
import { ShellFrame } from "@/components/ui/shell-frame";
import { OperatorNav } from "./operator-nav";
import { OperatorBell } from "../notifications/operator-bell";

/** The operator's console (/betrieb): sidebar with the menu, who is signed in and the way out. */
export function OperatorShell({ name, onLogout, children }: { name: string; onLogout: () => Promise<void>; children: React.ReactNode }) {
  const sidebar = (
    <>
      <Link href={OPERATOR_HOME} className="text-lg font-bold tracking-tight">
        Küchenstudio<span className="text-accent-light">Portal</span>
      </Link>
      <p className="text-sm font-semibold">{OPERATOR_ROLE_LABEL}</p>
      <OperatorNav />
      <div className="mt-auto flex flex-col gap-1 text-sm">
        <p className="px-3 py-2" data-testid="operator-signed-in">
          Angemeldet als <strong className="font-semibold">{name}</strong>
        </p>
        <form action={onLogout}>
          <button type="submit" className="flex w-full items-center gap-3 rounded px-3 py-2 text-left text-sm hover:bg-white/10">
            <LogOut size={16} aria-hidden /> Abmelden
          </button>
        </form>
      </div>
    </>
  );
  return (
    <ShellFrame
      sidebarId="operator-sidebar"
      sidebar={sidebar}
      header={
        <>
          <span className="mr-auto font-semibold">Betrieb</span>
          <OperatorBell />
        </>
      }
    >
      <Toaster>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 md:p-6">
          {children}
        </main>
      </Toaster>
    </ShellFrame>
  );
}
