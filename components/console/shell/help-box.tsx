"use client";

import { useEffect, useState } from "react";
import { Phone } from "lucide-react";
import { HOTLINE } from "@/lib/domain/platform/hotline";

export const BOOKING_URL = "https://termine.kuechenportal.example/rueckfragen";
/** The product's one hotline (lib/domain/platform/hotline.ts), also in the shop's top bar. */
export const HELP_PHONE = HOTLINE.display;
export const HELP_HOURS = HOTLINE.hours;

/**
 * Help in the header (SPEC 2.3 item 7): "Rückfragen" opens the external booking page; hovering or
 * focusing the box shows "Benötigen Sie Hilfe?" with phone number and working hours. On phones the box
 * spans the screen below the link (wherever the header wrapped it), so no side of it is cut off.
 * Escape hides it without moving focus or pointer (WCAG 1.4.13); it shows again on the next hover or focus.
 */
export function HelpBox() {
  const [dismissed, setDismissed] = useState(false);
  // On the document: a box shown by hovering has no focus inside it to receive the key.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setDismissed(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className="group relative" onMouseEnter={() => setDismissed(false)} onFocus={() => setDismissed(false)}>
      <a
        href={BOOKING_URL}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 rounded border border-line px-3 py-1.5 text-sm hover:bg-surface"
      >
        Rückfragen
      </a>
      <div
        role="note"
        data-testid="help-box"
        className={`${dismissed ? "hidden " : ""}invisible fixed inset-x-4 z-40 mt-2 rounded border border-line bg-white p-3 text-sm opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:w-64`}
      >
        <p className="font-semibold">Benötigen Sie Hilfe?</p>
        <p className="mt-1 flex items-center gap-2">
          <Phone size={14} aria-hidden /> <a href={`tel:${HOTLINE.tel}`}>{HELP_PHONE}</a>
        </p>
        <p className="text-muted">{HELP_HOURS}</p>
      </div>
    </div>
  );
}
