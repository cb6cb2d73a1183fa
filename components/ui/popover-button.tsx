"use client";

import { Suspense, useId, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import { lazyPart } from "./lazy-part";
import { useHydrated } from "./use-hydrated";
import type { PopoverPanelProps } from "./popover-panel";

// Radix's popover (about 65 kB with its positioning and focus code) loads when a popover button is first
// pointed at, focused or clicked, not with the page (issue 35).
const { Part: PopoverPanel, preload } = lazyPart(
  () => import("./popover-panel"),
  (m) => m.PopoverPanel,
);

type Props = {
  /** What the button shows. */
  children: ReactNode;
  /** The panel's contents (rendered only while open). */
  panel: ReactNode;
  buttonProps?: ButtonHTMLAttributes<HTMLButtonElement> & { [data: `data-${string}`]: string | undefined };
  onOpenChange?: (open: boolean) => void;
} & Pick<PopoverPanelProps, "label" | "align" | "sideOffset" | "className" | "testId">;

/**
 * A button that opens a panel next to it (a dialog without a modal backdrop): the studio filters, the
 * bell. The button is always the same element; the panel's code loads on first use.
 */
export function PopoverButton({ children, panel, buttonProps, onOpenChange, ...panelProps }: Props) {
  const anchor = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  // Server-rendered, the button does nothing until the page has hydrated: disabled until then.
  const hydrated = useHydrated();
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <button
        ref={anchor}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? "open" : "closed"}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => change(!open)}
        {...buttonProps}
        disabled={buttonProps?.disabled || !hydrated}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PopoverPanel id={id} anchor={anchor} onClose={() => change(false)} {...panelProps}>
            {panel}
          </PopoverPanel>
        </Suspense>
      ) : null}
    </>
  );
}
