"use client";

import { useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A console's "Menü" panel on narrow screens behaves as a modal dialog: while open, focus moves to
 * its first entry, Tab and Shift+Tab stay inside it, the page behind it is inert, and Escape closes it
 * and returns focus to the "Menü" button. `modal` is false on wide screens, where the sidebar is part of
 * the page.
 */
export function useMenuPanelFocus({ modal, close }: { modal: boolean; close: () => void }) {
  const panel = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const behind = useRef<HTMLDivElement>(null);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    const aside = panel.current;
    const page = behind.current;
    if (!modal || !aside) return;
    page?.setAttribute("inert", "");
    const items = () => [...aside.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    items()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const list = items();
      if (list.length === 0) return;
      const first = list[0];
      const last = list[list.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !aside.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !aside.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    const menuButton = button.current;
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      page?.removeAttribute("inert");
      // Closed: back to the "Menü" button, unless a menu entry took the user to another page or focus is
      // already somewhere else on purpose.
      if (menuButton && (!document.activeElement || document.activeElement === document.body || aside.contains(document.activeElement)))
        menuButton.focus();
    };
  }, [modal]);

  return { panelRef: panel, buttonRef: button, behindRef: behind };
}
