"use client";

import { useId, type ReactNode } from "react";
import { SlidersHorizontal, X } from "lucide-react";
import { useFilterDrawer } from "./use-filter-drawer";

/**
 * The product list's filters: a column beside the results from 768px on; on phones a "Filter" button
 * opens them as a drawer over the page, so the first products are in sight at once. The filters are
 * rendered once (the same elements in both layouts). The drawer is a modal dialog: focus moves in and
 * stays there, Escape or "Ergebnisse anzeigen" close it and focus returns to the button; choosing a
 * category (a link) closes it too.
 */
export function FilterDrawer({ children }: { children: ReactNode }) {
  const { open, setOpen, button, panel, close, onKeyDown } = useFilterDrawer();
  const panelId = useId();
  const titleId = useId();

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
