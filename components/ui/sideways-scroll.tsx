"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";

/** Measured before the browser paints (no frame without the hint); on the server, where nothing is measured, a plain effect. */
const useMeasureEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Whether the box is narrower than its content (a table wider than a phone), kept up to date as the
 * box or its content changes size. The first answer comes before the first paint, so a table that
 * scrolls is never shown without its hint.
 */
export function useOverflowsSideways(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useMeasureEffect(() => {
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
