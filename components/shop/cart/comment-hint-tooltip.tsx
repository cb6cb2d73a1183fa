"use client";

import { useEffect, useRef } from "react";
import { Info } from "lucide-react";
import { Tooltip } from "radix-ui";

/** The Radix tooltip of CommentHint, loaded when the hint is first hovered or focused (see comment-hint.tsx). */
export function CommentHintTooltip({ text, focus }: { text: string; focus: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // This button replaces the one that was just focused: keep the focus (which opens the tooltip).
  useEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus]);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            ref={trigger}
            type="button"
            aria-label="Hinweis zum Kommentar"
            className="inline-flex min-h-6 min-w-6 items-center justify-center text-muted"
          >
            <Info size={14} aria-hidden />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={4} className="z-50 max-w-xs rounded bg-ink px-3 py-2 text-xs text-white shadow">
            {text}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
