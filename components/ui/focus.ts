import { useLayoutEffect, useRef } from "react";

/**
 * Focus helpers for the popups built on Radix (dialogs, popovers): where focus goes when one opens and
 * where it returns when it closes.
 */

/**
 * `onOpenAutoFocus` of a popover holding a calendar: focus the day the grid offers to the keyboard (the
 * selected day, else today, else the first selectable one) instead of the first button ("previous month").
 */
export function focusCalendarDay(event: Event) {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const day = content.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]');
  if (!day) return;
  event.preventDefault();
  day.focus();
}

/** The element that has focus now, to give it back later (not the page itself). */
export function currentFocus(): HTMLElement | null {
  const active = typeof document === "undefined" ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Gives focus back to `opener` when a popup closes; when the opener is gone (its row was deleted) or
 * hidden, to the nearest focusable ancestor that is still there, else the main content.
 */
export function returnFocus(opener: HTMLElement | null) {
  if (opener && opener.isConnected && opener.getClientRects().length > 0 && !opener.closest("[inert]")) {
    opener.focus();
    return;
  }
  const main = document.querySelector<HTMLElement>("main");
  if (main) {
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus();
  }
}

/**
 * For a dialog opened by state rather than by its Radix trigger (Radix then does not know the control
 * that opened it): remembers what had focus when `open` turned true, before focus moves into the dialog,
 * and returns the dialog's `onCloseAutoFocus`, which gives focus back there.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = currentFocus();
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    returnFocus(opener.current);
  };
}
