"use client";

import { Suspense, useState } from "react";
import { Info } from "lucide-react";
import { lazyPart } from "@/components/ui/lazy-part";

// The tooltip (Radix, with its positioning code) only loads when the hint is first hovered or focused.
const { Part: CommentHintTooltip } = lazyPart(
  () => import("./comment-hint-tooltip"),
  (m) => m.CommentHintTooltip,
);

/** The info button next to "Kommentar hinzufügen" with its tooltip. */
export function CommentHint({ text }: { text: string }) {
  const [activated, setActivated] = useState<"pointer" | "focus" | null>(null);
  const button = (events: React.ComponentProps<"button">) => (
    <button
      type="button"
      aria-label="Hinweis zum Kommentar"
      className="inline-flex min-h-6 min-w-6 items-center justify-center text-muted"
      {...events}
    >
      <Info size={14} aria-hidden />
    </button>
  );
  if (!activated) return button({ onPointerEnter: () => setActivated("pointer"), onFocus: () => setActivated("focus") });
  return (
    <Suspense fallback={button({})}>
      <CommentHintTooltip text={text} focus={activated === "focus"} />
    </Suspense>
  );
}
