"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { DECLINE_UNDO_MINUTES } from "@/lib/domain/console/decline-state";
import { Button } from "@/components/ui/button";
import { useUndoDecline, type DeclineTarget } from "./use-decline";

/** A decline just made: what it was about, its reason in words, and until when it may be taken back. */
export type RecentDecline = { target: DeclineTarget; label: string; reasonText: string; undoUntil: string };

/** "10:42" on the studios' clock. */
const clock = (iso: string) => new Date(iso).toLocaleTimeString("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" });

/** True until `until` has passed; re-renders once at that moment. */
function useBefore(until: string): boolean {
  const [mountedAt] = useState(() => Date.now());
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(until), Math.max(0, Date.parse(until) - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return passed !== until && Date.parse(until) > mountedAt;
}

/**
 * „KA-… abgelehnt: Zu weit entfernt. Rückgängig (bis 10:42 Uhr)“ for the ten minutes a decline may be
 * taken back (lib/domain/console/decline-state.ts); gone afterwards. The server decides again.
 */
export function DeclineUndoNotice({ storeSlug, decline, onUndone }: { storeSlug: string; decline: RecentDecline; onUndone?: () => void }) {
  const open = useBefore(decline.undoUntil);
  const undo = useUndoDecline(storeSlug, decline.target);
  if (!open || undo.isSuccess) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-line bg-surface px-3 py-2 text-sm" data-testid="decline-undo">
      <span>
        {decline.label} abgelehnt: {decline.reasonText}.
      </span>
      <Button
        variant="secondary"
        className="px-2 py-1"
        busy={undo.isPending}
        aria-label={`Absage von ${decline.label} rückgängig machen`}
        onClick={() => undo.mutate(undefined, { onSuccess: onUndone })}
      >
        Rückgängig
      </Button>
      <span className="text-xs text-muted">
        möglich bis {clock(decline.undoUntil)} Uhr ({DECLINE_UNDO_MINUTES} Minuten)
      </span>
      {undo.isError ? (
        <span role="alert" className="w-full text-xs text-danger">
          {undo.error instanceof ApiError ? undo.error.message : "Die Absage konnte nicht zurückgenommen werden. Bitte versuchen Sie es erneut."}
        </span>
      ) : null}
    </div>
  );
}

type RecentApi = { add: (d: RecentDecline) => void };
const RecentContext = createContext<RecentApi | null>(null);

/** The declines made on this screen (the lead pool lists no declined leads), for their „Rückgängig“. */
export function RecentDeclines({ storeSlug, children }: { storeSlug: string; children: React.ReactNode }) {
  const [list, setList] = useState<RecentDecline[]>([]);
  const add = useCallback((d: RecentDecline) => setList((l) => [d, ...l]), []);
  const api = useMemo(() => ({ add }), [add]);
  return (
    <RecentContext.Provider value={api}>
      <div className={list.length ? "mb-4 flex flex-col gap-2" : undefined} role="status" aria-live="polite">
        {list.map((d) => (
          <DeclineUndoNotice
            key={`${JSON.stringify(d.target)}-${d.undoUntil}`}
            storeSlug={storeSlug}
            decline={d}
            onUndone={() => setList((l) => l.filter((x) => x !== d))}
          />
        ))}
      </div>
      {children}
    </RecentContext.Provider>
  );
}

/** Where a decline reports itself for „Rückgängig“; null outside RecentDeclines. */
export function useRecentDeclines(): RecentApi | null {
  return useContext(RecentContext);
}
