"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { SlidersHorizontal, X } from "lucide-react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The product list's filters: a column beside the results from 768px on; on phones a "Filter" button
 * opens them as a drawer over the page, so the first products are in sight at once. The filters are
 * rendered once (the same elements in both layouts). The drawer is a modal dialog: focus moves in and
 * stays there, Escape or "Ergebnisse anzeigen" close it and focus returns to the button; choosing a
 * category (a link) closes it too.
 */
export function FilterDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("[data-drawer-close]")?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    // Grown past the phone width while open: the filters are a column again.
    const wide = window.matchMedia("(min-width: 768px)");
    const onWide = () => wide.matches && setOpen(false);
    wide.addEventListener("change", onWide);
    return () => {
      document.body.style.overflow = overflow;
      wide.removeEventListener("change", onWide);
    };
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(e: React.KeyboardEvent) {
    if (!open) return;
    if (e.key === "Escape") {
      e.stopPropagation();
      close();
    } else if (e.key === "Tab") {
      const items = [...panel.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  }

  return (
    <div>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-10 items-center gap-2 rounded border border-line px-3 text-sm font-semibold md:hidden"
      >
        <SlidersHorizontal size={16} aria-hidden /> Filter und Kategorien
      </button>
      <div className={open ? "fixed inset-0 z-50 bg-black/40 md:hidden" : "hidden"} aria-hidden onClick={close} />
      <div
        ref={panel}
        id={panelId}
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        onKeyDown={onKeyDown}
        onClick={(e) => {
          if (open && (e.target as HTMLElement).closest("a")) setOpen(false);
        }}
        className={
          open
            ? "fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-white shadow-xl md:static md:w-auto md:bg-transparent md:shadow-none"
            : "hidden md:block"
        }
      >
        <div className={open ? "flex items-center justify-between border-b border-line px-4 py-3 md:hidden" : "hidden"}>
          <h2 id={titleId} className="font-semibold">
            Filter und Kategorien
          </h2>
          <button type="button" data-drawer-close onClick={close} aria-label="Filter schließen" className="rounded p-2">
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className={open ? "flex-1 overflow-y-auto px-4 py-4 md:overflow-visible md:p-0" : undefined}>{children}</div>
        <div className={open ? "border-t border-line px-4 py-3 md:hidden" : "hidden"}>
          <button type="button" onClick={close} className="w-full rounded bg-brand px-4 py-2 text-sm font-semibold text-white">
            Ergebnisse anzeigen
          </button>
        </div>
      </div>
    </div>
  );
}
