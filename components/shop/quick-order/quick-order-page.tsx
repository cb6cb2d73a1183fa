"use client";

import { QuickOrderRows } from "./quick-order-rows";
import { QuickOrderUpload } from "./quick-order-upload";
import { RecentPurchases } from "./recent-purchases";

/** Schnellbestellung: order by article number or EAN, by CSV file, or again from past purchases. */
export function QuickOrderPage({ storeSlug }: { storeSlug: string }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Schnellbestellung</h1>
      <QuickOrderRows storeSlug={storeSlug} />
      <QuickOrderUpload storeSlug={storeSlug} />
      <RecentPurchases storeSlug={storeSlug} />
    </div>
  );
}
