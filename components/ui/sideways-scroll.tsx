"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * Whether the box is narrower than its content (a table wider than a phone), kept up to date as the
 * box or its content changes size.
 */
export function useOverflowsSideways(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/** The visible hint above a table that scrolls inside its frame. */
export function SidewaysScrollHint({ id }: { id: string }) {
  return (
    <p id={id} className="-mb-1 text-xs text-muted" data-testid="table-scroll-hint">
      Weitere Spalten rechts: Tabelle seitlich verschieben →
    </p>
  );
}

/**
 * A frame for a wide table: it scrolls inside itself, and when it does, says so above it and becomes a
 * region keyboard users can scroll.
 */
export function SidewaysScrollFrame({ labelledBy, className, children }: { labelledBy?: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(ref);
  const hintId = useId();
  return (
    <>
      {scrolls ? <SidewaysScrollHint id={hintId} /> : null}
      <div
        ref={ref}
        className={className ?? "relative overflow-x-auto"}
        {...(scrolls
          ? {
              role: "region",
              tabIndex: 0,
              "aria-describedby": hintId,
              "aria-labelledby": labelledBy,
              "aria-label": labelledBy ? undefined : "Tabelle",
            }
          : {})}
      >
        {children}
      </div>
    </>
  );
}
