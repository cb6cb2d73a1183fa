"use client";

import { useState } from "react";
import { TRUST_BAR_COOKIE } from "./shop-cookies";

/** SPEC.md 9: the trust bar's closed state is kept in a cookie for 30 days. */
const THIRTY_DAYS = 30 * 24 * 60 * 60;

const POINTS = ["Internetpreise für Händler", "100% deutsche Ware", "Lieferung zum Wunschtermin"];

/** `articles`: the count point from the shop's data (lib/domain/shop/trust-count.ts), none for an empty shop. */
export function TrustBar({ articles }: { articles: string | null }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const points = articles ? [...POINTS, articles] : POINTS;
  return (
    <div data-testid="trust-bar" className="border-b border-line bg-brand-light text-xs text-ink">
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-1.5">
        <ul className="flex flex-1 flex-wrap gap-x-6 gap-y-1">
          {points.map((p) => (
            <li key={p}>✓ {p}</li>
          ))}
        </ul>
        <button
          type="button"
          aria-label="Hinweisleiste schließen"
          className="px-1 text-base leading-none"
          onClick={() => {
            document.cookie = `${TRUST_BAR_COOKIE}=1; path=/; max-age=${THIRTY_DAYS}; samesite=lax`;
            setOpen(false);
          }}
        >
          ×
        </button>
      </div>
    </div>
  );
}
