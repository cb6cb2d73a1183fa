"use client";

import { Suspense, useState } from "react";
import { describeBadge, type BadgeStats } from "@/lib/domain/platform/badge";
import { lazyPart } from "@/components/ui/lazy-part";
import { BadgeButton } from "./badge-button";

// The tooltip (Radix, with its positioning code) only loads when the badge is first hovered or focused.
const { Part: ResponsivenessBadgeTooltip } = lazyPart(
  () => import("./responsiveness-badge-tooltip"),
  (m) => m.ResponsivenessBadgeTooltip,
);

/** The header's responsiveness badge with its help tooltip (SPEC 9, exact wording from lib/domain/badge). */
export function ResponsivenessBadge({ stats }: { stats: BadgeStats | null | undefined }) {
  const badge = describeBadge(stats);
  const [activated, setActivated] = useState<"pointer" | "focus" | null>(null);
  if (!activated) return <BadgeButton badge={badge} onPointerEnter={() => setActivated("pointer")} onFocus={() => setActivated("focus")} />;
  return (
    <Suspense fallback={<BadgeButton badge={badge} />}>
      <ResponsivenessBadgeTooltip badge={badge} focus={activated === "focus"} />
    </Suspense>
  );
}
