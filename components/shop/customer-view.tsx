"use client";

import { useCallback, useSyncExternalStore } from "react";
import { CUSTOMER_VIEW_KEY } from "./shop-cookies";

/**
 * The "Kundenansicht" (SPEC.md 1 and 6): a display preference kept in the browser's local storage.
 * It is mirrored into a cookie only so that server-rendered product lists can show the right prices
 * on first paint; local storage stays the source of truth.
 */
const EVENT = "shop-client-view";

function read(): boolean {
  try {
    return window.localStorage.getItem(CUSTOMER_VIEW_KEY) === "1";
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function setCustomerView(on: boolean) {
  try {
    window.localStorage.setItem(CUSTOMER_VIEW_KEY, on ? "1" : "0");
  } catch {
    // Storage can be blocked; the switch then lasts for this page only.
  }
  document.cookie = `${CUSTOMER_VIEW_KEY}=${on ? "1" : "0"}; path=/; max-age=31536000; samesite=lax`;
  window.dispatchEvent(new Event(EVENT));
}

/** The current view; `serverView` is what the server rendered with (from the cookie). */
export function useCustomerView(serverView = false): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => serverView);
  return [on, useCallback((v: boolean) => setCustomerView(v), [])];
}

/** The header switch. */
export function CustomerViewSwitch({ serverView }: { serverView: boolean }) {
  const [on, set] = useCustomerView(serverView);
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <span>Kundenansicht</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="Kundenansicht"
        onClick={() => set(!on)}
        className={`relative h-5 w-9 rounded-full transition-colors ${on ? "bg-accent" : "bg-line"}`}
      >
        <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${on ? "left-4.5" : "left-0.5"}`} />
      </button>
    </label>
  );
}

/** SPEC 1: the 19% VAT notice, hidden in the Kundenansicht. */
export function VatNotice({ serverView, text, className }: { serverView: boolean; text: string; className?: string }) {
  const [on] = useCustomerView(serverView);
  if (on) return null;
  return (
    <p data-testid="vat-notice" className={className ?? "text-xs text-muted"}>
      {text}
    </p>
  );
}
