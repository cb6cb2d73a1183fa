"use client";

import Link from "next/link";
import { clsx } from "clsx";
import { Check, Scale } from "lucide-react";
import { useToast } from "@/components/ui/toast";
import { useCompareList, useCompareToggle } from "./use-compare";

/** Where the comparison is shown. */
export function comparePath(storeSlug: string): string {
  return `/stores/${storeSlug}/shop/compare`;
}

/**
 * „Vergleichen“ on a product card and the product page: a toggle button (pressed, with a tick, while the
 * product is in the comparison; screen readers hear the product's name and the state) and, once anything
 * is chosen, the link to the comparison with its count.
 */
export function CompareToggle({ storeSlug, productId, productName }: { storeSlug: string; productId: number; productName: string }) {
  const list = useCompareList(storeSlug);
  const toggle = useCompareToggle(storeSlug);
  const toast = useToast();
  const ids = list.data?.productIds ?? [];
  const on = ids.includes(productId);
  const click = () =>
    toggle.mutate(
      { productId, on: !on },
      { onError: (e) => toast.show(e instanceof Error ? e.message : "Der Vergleich konnte nicht gespeichert werden.", "error") },
    );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <button
        type="button"
        aria-pressed={on}
        aria-label={`Vergleichen: ${productName}`}
        aria-disabled={toggle.isPending || list.isPending || undefined}
        onClick={() => !toggle.isPending && !list.isPending && click()}
        className={clsx(
          "inline-flex min-h-6 items-center gap-1.5 rounded border px-2 py-1",
          on ? "border-brand bg-brand-light font-medium" : "border-line bg-white",
        )}
        data-testid="compare-toggle"
      >
        {on ? <Check size={14} aria-hidden /> : <Scale size={14} aria-hidden />}
        Vergleichen
      </button>
      {ids.length ? (
        <Link href={comparePath(storeSlug)} prefetch={false} className="text-brand underline" data-testid="compare-link">
          Zum Vergleich ({ids.length})
        </Link>
      ) : null}
    </div>
  );
}
