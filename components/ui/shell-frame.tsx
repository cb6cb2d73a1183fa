"use client";

import { useState } from "react";
import { usePathname } from "next/navigation";
import { Menu, X } from "lucide-react";
import { clsx } from "clsx";
import { useMediaQuery } from "./use-media-query";
import { SkipLink } from "./skip-link";
import { useMenuPanelFocus } from "./menu-panel-focus";

/**
 * The responsive frame of the studio console (SPEC 2.1) and the operator's console: the 253px sidebar
 * beside the page on wide screens; on narrow screens it is hidden and toggled by the "Menü" button in
 * the header. `sidebarId` names the sidebar (its id and test id), e.g. "console-sidebar".
 */
export function ShellFrame({
  sidebarId,
  sidebar,
  header,
  children,
}: {
  sidebarId: string;
  sidebar: React.ReactNode;
  header: React.ReactNode;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  // Remembers on which page the menu was opened: choosing a menu entry (a new page) closes it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((o: boolean) => boolean)) => setOpenOn((typeof next === "function" ? next(open) : next) ? pathname : null);
  // Below md the open panel is a modal dialog over the page (focus inside, Escape closes).
  const narrow = useMediaQuery("(max-width: 767px)");
  const modal = open && narrow;
  const { panelRef, buttonRef, behindRef } = useMenuPanelFocus({ modal, close: () => setOpenOn(null) });
  return (
    <div className="flex min-h-screen">
      <SkipLink />
      <aside
        ref={panelRef}
        {...(modal ? { role: "dialog", "aria-modal": true, "aria-label": "Menü" } : {})}
        id={sidebarId}
        data-testid={sidebarId}
        className={clsx(
          "w-[253px] shrink-0 flex-col gap-6 bg-brand-dark p-4 text-white",
          open ? "fixed inset-y-0 left-0 z-40 flex overflow-y-auto" : "hidden",
          "md:static md:flex",
        )}
      >
        {sidebar}
      </aside>
      {open ? <div className="fixed inset-0 z-30 bg-black/30 md:hidden" onClick={() => setOpen(false)} aria-hidden /> : null}
      <div ref={behindRef} className="flex min-w-0 flex-1 flex-col">
        <header className="flex min-h-16 flex-wrap items-center gap-3 border-b border-line px-4 py-2 md:px-6">
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex items-center gap-1 rounded border border-line px-2 py-1 text-sm md:hidden"
            aria-expanded={open}
            aria-controls={sidebarId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X size={16} aria-hidden /> : <Menu size={16} aria-hidden />} Menü
          </button>
          {header}
        </header>
        {children}
      </div>
    </div>
  );
}
