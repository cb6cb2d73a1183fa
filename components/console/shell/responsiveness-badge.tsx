"use client";

import { useId, useState } from "react";
import { describeBadge, type BadgeStats } from "@/lib/domain/platform/badge";
import { BadgeButton } from "./badge-button";

/**
 * The header's responsiveness badge with its help tooltip (SPEC 9, exact wording from lib/domain/platform/badge.ts).
 * The tooltip is our own (issue 35: Radix's tooltip and positioning code were in every console page's
 * first load): it shows while the badge is pointed at or focused, stays while the pointer is over it,
 * and Escape hides it (WCAG 1.4.13).
 */
export function ResponsivenessBadge({ stats }: { stats: BadgeStats | null | undefined }) {
  const badge = describeBadge(stats);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="relative inline-flex" onPointerEnter={() => setOpen(true)} onPointerLeave={() => setOpen(false)}>
      <BadgeButton
        badge={badge}
        aria-describedby={open ? id : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setOpen(false);
        }}
      />
      {open ? (
        <span
          id={id}
          role="tooltip"
          className="absolute left-1/2 top-full z-50 mt-1.5 block w-max max-w-xs -translate-x-1/2 rounded bg-ink px-3 py-2 text-sm text-white shadow-lg"
        >
          <span className="block">{badge.first}</span>
          <span className="block">{badge.second}</span>
        </span>
      ) : null}
    </span>
  );
}
