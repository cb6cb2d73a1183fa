"use client";

import type { ComponentProps, Ref } from "react";
import { Award, HelpCircle } from "lucide-react";
import { clsx } from "clsx";
import type { describeBadge } from "@/lib/domain/platform/badge";

const LEVEL_STYLE = { low: "bg-red-100 text-danger", middle: "bg-amber-100 text-amber-800", top: "bg-brand-light text-brand" } as const;
const LEVEL_LABEL = { low: "Bronze", middle: "Silber", top: "Gold" } as const;

/** The badge's button; Radix's trigger passes its handlers and ref through (asChild). */
export function BadgeButton({
  badge,
  ref,
  ...events
}: { badge: ReturnType<typeof describeBadge>; ref?: Ref<HTMLButtonElement> } & ComponentProps<"button">) {
  return (
    <button
      ref={ref}
      type="button"
      data-testid="responsiveness-badge"
      data-level={badge.level}
      className={clsx("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold", LEVEL_STYLE[badge.level])}
      aria-label={`Reaktionszeit-Abzeichen ${LEVEL_LABEL[badge.level]}: ${badge.text}`}
      {...events}
    >
      <Award size={16} aria-hidden /> {badge.rating}% <HelpCircle size={14} aria-hidden />
    </button>
  );
}
