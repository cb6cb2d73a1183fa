"use client";

import type { ReactNode, RefObject } from "react";
import { Popover } from "radix-ui";

export type PopoverPanelProps = {
  id: string;
  /** The button that opens the panel: the panel is placed at it, and focus returns to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  label: string;
  align?: "start" | "center" | "end";
  sideOffset?: number;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * The open panel of PopoverButton (Radix Popover, with its positioning, focus and dismiss code), loaded
 * the first time the button is pointed at, focused or clicked. Open while rendered; Escape, a click
 * outside or the button close it, and the focus goes back to the button.
 */
export function PopoverPanel({ id, anchor, onClose, label, align = "start", sideOffset = 4, className, testId, children }: PopoverPanelProps) {
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align={align}
          sideOffset={sideOffset}
          aria-label={label}
          className={className}
          data-testid={testId}
          // The button toggles the panel itself: a press on it is no outside click.
          onInteractOutside={(e) => {
            if (e.target instanceof Node && anchor.current?.contains(e.target)) e.preventDefault();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            anchor.current?.focus();
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
