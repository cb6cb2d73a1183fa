"use client";

import { Tooltip } from "radix-ui";
import { Award, HelpCircle } from "lucide-react";
import { clsx } from "clsx";
import { describeBadge, type BadgeStats } from "@/lib/domain/platform/badge";

const LEVEL_STYLE = { low: "bg-red-100 text-danger", middle: "bg-amber-100 text-amber-800", top: "bg-brand-light text-brand" } as const;
const LEVEL_LABEL = { low: "Bronze", middle: "Silber", top: "Gold" } as const;

/** The header's responsiveness badge with its help tooltip (SPEC 9, exact wording from lib/domain/badge). */
export function ResponsivenessBadge({ stats }: { stats: BadgeStats | null | undefined }) {
  const badge = describeBadge(stats);
  return (
    <Tooltip.Provider delayDuration={100}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            data-testid="responsiveness-badge"
            data-level={badge.level}
            className={clsx("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold", LEVEL_STYLE[badge.level])}
            aria-label={`Reaktionszeit-Abzeichen ${LEVEL_LABEL[badge.level]}: ${badge.text}`}
          >
            <Award size={16} aria-hidden /> {badge.rating}% <HelpCircle size={14} aria-hidden />
          </button>
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
