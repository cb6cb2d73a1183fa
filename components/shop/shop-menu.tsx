"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { Menu, X } from "lucide-react";

/**
 * The header's links: a row beside the search on wider screens, behind a "Menü" button on phones
 * (below 768px), where they would not fit. `cart` stays outside the menu, so "Warenkorb" and its badge
 * are always in sight. Opening moves focus to the first link; Escape closes and returns focus to the
 * button; following a link or leaving the panel closes it.
 */
export function ShopMenu({ children, cart }: { children: ReactNode; cart: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>("a[href], button, input")?.focus();
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  return (
    <>
      <div className="ml-auto md:order-last md:ml-0">{cart}</div>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-10 items-center gap-1.5 rounded border border-line px-3 text-sm font-semibold md:hidden"
      >
        {open ? <X size={18} aria-hidden /> : <Menu size={18} aria-hidden />}
        Menü
      </button>
      <nav
        ref={panel}
        id={panelId}
        aria-label="Shop"
        onKeyDown={(e) => {
          if (e.key === "Escape" && open) {
            e.stopPropagation();
            close(true);
          }
        }}
        onBlur={(e) => {
          const to = e.relatedTarget as Node | null;
          if (open && to && !panel.current?.contains(to) && to !== button.current) setOpen(false);
        }}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a")) setOpen(false);
        }}
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full z-40 flex-col items-stretch gap-1 border-b border-line bg-white px-4 py-3 text-sm shadow-lg md:static md:z-auto md:ml-auto md:flex md:flex-row md:items-center md:gap-4 md:border-0 md:p-0 md:shadow-none [&>a]:py-2 md:[&>a]:py-0`}
      >
        {children}
      </nav>
    </>
  );
}
