"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** SPEC 4 "Unsaved profile changes", worded exactly. */
export const UNSAVED_MESSAGE = "Achtung! Die Änderungen sind noch nicht gespeichert und gehen beim Verlassen verloren";

type GuardApi = { setDirty: (part: string, dirty: boolean) => void };
const GuardContext = createContext<GuardApi>({ setDirty: () => {} });

/** Each profile form reports whether it has unsaved changes. */
export function useUnsavedChanges(part: string, dirty: boolean) {
  const { setDirty } = useContext(GuardContext);
  useEffect(() => {
    setDirty(part, dirty);
    return () => setDirty(part, false);
  }, [part, dirty, setDirty]);
}

type Pending = { kind: "link"; href: string } | { kind: "back" };

/**
 * Blocks leaving the profile while a form has unsaved changes: links anywhere on the page (caught
 * before Next's router sees the click), the back button (a guard history entry) and closing or
 * reloading the tab (beforeunload, where browsers show their own text).
 */
export function UnsavedGuard({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [parts, setParts] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const dirty = Object.values(parts).some(Boolean);
  const dirtyRef = useRef(dirty);
  const leaving = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const setDirty = useCallback((part: string, value: boolean) => setParts((p) => (p[part] === value ? p : { ...p, [part]: value })), []);
  const api = useMemo(() => ({ setDirty }), [setDirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (leaving.current) return;
      e.preventDefault();
      e.returnValue = UNSAVED_MESSAGE;
      return UNSAVED_MESSAGE;
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!a || a.target === "_blank" || a.hasAttribute("download")) return;
      const url = new URL(a.href, location.href);
      if (url.origin === location.origin && url.pathname === location.pathname && url.search === location.search) return;
      e.preventDefault();
      e.stopPropagation();
      setPending({ kind: "link", href: url.origin === location.origin ? url.pathname + url.search + url.hash : url.href });
    };
    // The guard entry: "back" lands on the entry below it, where we put the guard back and ask.
    history.pushState({ ...(history.state ?? {}), __unsavedGuard: true }, "", location.href);
    const onPopState = () => {
      if (leaving.current || !dirtyRef.current) return;
      history.pushState({ ...(history.state ?? {}), __unsavedGuard: true }, "", location.href);
      setPending({ kind: "back" });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
    };
  }, [dirty]);

  const leave = () => {
    const p = pending;
    setPending(null);
    if (!p) return;
    leaving.current = true;
    if (p.kind === "back") history.go(-2);
    else if (p.href.startsWith("/")) router.push(p.href);
    else location.href = p.href;
  };

  return (
    <GuardContext.Provider value={api}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={UNSAVED_MESSAGE}
        cancelLabel="Auf der Seite bleiben"
        confirmLabel="Verlassen ohne Speichern"
        onConfirm={leave}
      />
    </GuardContext.Provider>
  );
}
