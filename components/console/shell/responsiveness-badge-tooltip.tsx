"use client";

import { useEffect, useRef } from "react";
import { Tooltip } from "radix-ui";
import type { describeBadge } from "@/lib/domain/platform/badge";
import { BadgeButton } from "./badge-button";

/**
 * The Radix tooltip of the responsiveness badge, loaded when the badge is first hovered or focused
 * (issue 35: Radix's tooltip and its positioning code stay out of every console page's first load).
 */
export function ResponsivenessBadgeTooltip({ badge, focus }: { badge: ReturnType<typeof describeBadge>; focus: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // This button replaces the one just hovered or focused: keep the focus, and open at once.
  useEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus]);
  return (
    <Tooltip.Provider delayDuration={100}>
      <Tooltip.Root defaultOpen>
        <Tooltip.Trigger asChild>
          <BadgeButton badge={badge} ref={trigger} />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content role="tooltip" sideOffset={6} className="z-50 max-w-xs rounded bg-ink px-3 py-2 text-sm text-white shadow-lg">
            <p>{badge.first}</p>
            <p>{badge.second}</p>
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
