"use client";

import { clsx } from "clsx";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/** SPEC.md section 9: a toast hides after 3 seconds and is removed at 3.5 seconds. */
export const TOAST_HIDE_MS = 3000;
export const TOAST_REMOVE_MS = 3500;

export type ToastKind = "success" | "error" | "info";
type Toast = { id: number; message: string; kind: ToastKind; hiding: boolean };
type ToastApi = { show: (message: string, kind?: ToastKind) => void };

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Provides `useToast()` to everything inside and renders the toasts (a polite live region, so screen
 * readers announce them). Messages are plain text, never HTML.
 */
export function Toaster({ children }: { children?: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((message: string, kind: ToastKind = "success") => {
    const id = next.current++;
    setToasts((t) => [...t, { id, message, kind, hiding: false }]);
    timers.current.push(
      setTimeout(() => setToasts((t) => t.map((x) => (x.id === id ? { ...x, hiding: true } : x))), TOAST_HIDE_MS),
      setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), TOAST_REMOVE_MS),
    );
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div aria-live="polite" role="status" className="pointer-events-none fixed bottom-4 right-4 z-50 flex flex-col gap-2">
        {toasts.map((t) => (
          <div
            key={t.id}
            data-testid="toast"
            data-hiding={t.hiding || undefined}
            className={clsx(
              "pointer-events-auto rounded px-4 py-3 text-sm text-white shadow-lg transition-opacity duration-500",
              t.kind === "error" ? "bg-danger" : t.kind === "info" ? "bg-ink" : "bg-brand",
              t.hiding ? "opacity-0" : "opacity-100",
            )}
          >
            {t.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.show("Gespeichert!")` inside a <Toaster>. */
export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast außerhalb von <Toaster>");
  return ctx;
}
