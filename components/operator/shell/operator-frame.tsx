"use client";

import { useEffect, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import { clsx } from "clsx";
import { SkipLink } from "@/components/ui/skip-link";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { OperatorNav } from "./operator-nav";

/**
 * The frame of the operator's console, in the look of the studio console: the dark sidebar beside the
 * page on wide screens; on phones it is hidden behind the "Menü" button and opens as a modal panel
 * (focus on its first entry, the page behind inert, Escape closes and returns focus to the button).
 */
export function OperatorFrame({ top, bottom, children }: { top: React.ReactNode; bottom: React.ReactNode; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery("(max-width: 767px)");
  const modal = open && narrow;
  const panel = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const behind = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const aside = panel.current;
    const page = behind.current;
    if (!modal || !aside) return;
    page?.setAttribute("inert", "");
    aside.querySelector<HTMLElement>("a[href], button")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    const menuButton = button.current;
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      page?.removeAttribute("inert");
      if (!document.activeElement || document.activeElement === document.body || aside.contains(document.activeElement)) menuButton?.focus();
    };
  }, [modal]);

  return (
    <div className="flex min-h-screen">
      <SkipLink />
      <aside
        ref={panel}
        {...(modal ? { role: "dialog", "aria-modal": true, "aria-label": "Menü" } : {})}
        id="operator-sidebar"
        data-testid="operator-sidebar"
        className={clsx(
          "w-[253px] shrink-0 flex-col gap-6 bg-brand-dark p-4 text-white",
          open ? "fixed inset-y-0 left-0 z-40 flex overflow-y-auto" : "hidden",
          "md:static md:flex",
        )}
      >
        {top}
        <OperatorNav onNavigate={() => setOpen(false)} />
        <div className="mt-auto flex flex-col gap-1 text-sm">{bottom}</div>
      </aside>
      {open ? <div className="fixed inset-0 z-30 bg-black/30 md:hidden" onClick={() => setOpen(false)} aria-hidden /> : null}
      <div ref={behind} className="flex min-w-0 flex-1 flex-col">
        <header className="flex min-h-16 flex-wrap items-center gap-3 border-b border-line px-4 py-2 md:px-6">
          <button
            ref={button}
            type="button"
            className="inline-flex items-center gap-1 rounded border border-line px-2 py-1 text-sm md:hidden"
            aria-expanded={open}
            aria-controls="operator-sidebar"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X size={16} aria-hidden /> : <Menu size={16} aria-hidden />} Menü
          </button>
          <span className="mr-auto font-semibold">Betrieb</span>
        </header>
        {children}
      </div>
    </div>
  );
}
