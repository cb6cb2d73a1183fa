"use client";

import Link from "next/link";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { SidewaysScrollFrame } from "@/components/ui/sideways-scroll";
import { useCustomerView } from "@/components/shop/customer-view";
import { compareRows, differencesOnly, MAX_COMPARE } from "@/lib/domain/shop/compare";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { useProductsByIds } from "../cart/use-products";
import { CompareTable } from "./compare-table";
import { useCompareList } from "./use-compare";

/**
 * The comparison (docs/shop.md "Compare"): up to four products side by side in a real table — one
 * column per product (picture, name, this studio's price, availability and delivery time, „In den
 * Warenkorb“), one row per feature with equal values greyed, „nur Unterschiede“ to hide those. On phones
 * the columns swipe (scroll snap) while the feature names stay in place.
 */
export function ComparePage({ storeSlug }: { storeSlug: string }) {
  const list = useCompareList(storeSlug);
  const ids = list.data?.productIds ?? [];
  const products = useProductsByIds(storeSlug, ids);
  const [customerView] = useCustomerView();
  const [diffOnly, setDiffOnly] = useState(false);

  if (list.isPending || (ids.length > 0 && products.isPending)) return <Spinner label="Vergleich wird geladen …" />;
  if (list.isError) return <p className="text-danger">{list.error.message}</p>;
  const chosen = ids.map((id) => products.data?.get(id)).filter((p): p is ProductDto => !!p);
  const rows = compareRows(chosen);
  const shown = diffOnly ? differencesOnly(rows) : rows;

  return (
    <div>
      <h1 id="compare-heading" className="mb-2 text-2xl font-bold">
        Produktvergleich
      </h1>
      {chosen.length === 0 ? (
        <CompareEmpty storeSlug={storeSlug} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">
            {chosen.length} von höchstens {MAX_COMPARE} Produkten. Gleiche Werte sind grau.
          </p>
          <label className="mb-3 inline-flex items-center gap-2 text-sm">
            <input type="checkbox" checked={diffOnly} onChange={(e) => setDiffOnly(e.target.checked)} />
            nur Unterschiede
          </label>
          <SidewaysScrollFrame
            labelledBy="compare-heading"
            className="relative snap-x snap-mandatory scroll-pl-[7.5rem] overflow-x-auto md:scroll-pl-48"
          >
            <CompareTable storeSlug={storeSlug} chosen={chosen} shown={shown} diffOnly={diffOnly} customerView={customerView} />
          </SidewaysScrollFrame>
        </>
      )}
    </div>
  );
}

function CompareEmpty({ storeSlug }: { storeSlug: string }) {
  return (
    <div className="rounded border border-line bg-white p-6" data-testid="compare-empty">
      <p>Noch keine Produkte im Vergleich. Wählen Sie bei bis zu {MAX_COMPARE} Produkten „Vergleichen“.</p>
      <Link
        href={`/stores/${storeSlug}/shop/products`}
        className="mt-4 inline-block rounded bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark"
      >
        Zu den Produkten
      </Link>
    </div>
  );
}
