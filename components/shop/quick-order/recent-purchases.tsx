"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { formatDate } from "@/lib/domain/platform/format";
import type { EndpointOutput } from "@/lib/api/client";
import { WITHDRAWN } from "@/lib/domain/shop/availability";
import { AvailabilityNote } from "../availability/availability-note";
import { QuantityInput } from "../quantity-input";
import { ProductSummary } from "./product-summary";
import { useAddLinesToCart, useRecentPurchases } from "./use-quick-order";

type Recent = EndpointOutput<"asRecentPurchases", "GET">["products"][number];
type Sort = "recent" | "frequent";

/** "Zuletzt gekauft": what the studio ordered before, most recent or most frequent first, to add again. */
export function RecentPurchases({ storeSlug }: { storeSlug: string }) {
  const query = useRecentPurchases(storeSlug);
  const [sort, setSort] = useState<Sort>("recent");
  const list = useMemo(() => {
    const all = [...(query.data ?? [])];
    return sort === "recent" ? all : all.sort((a, b) => b.timesOrdered - a.timesOrdered || b.lastOrderedAt.localeCompare(a.lastOrderedAt));
  }, [query.data, sort]);
  return (
    <section aria-labelledby="recent-purchases" className="rounded border border-line bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-purchases" className="text-lg font-semibold">
          Zuletzt gekauft
        </h2>
        <div role="group" aria-label="Sortierung" className="flex gap-1 text-sm">
          {(
            [
              ["recent", "Zuletzt bestellt"],
              ["frequent", "Am häufigsten bestellt"],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={sort === value}
              className={`rounded px-3 py-1 ${sort === value ? "bg-brand text-white" : "border border-line"}`}
              onClick={() => setSort(value)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <Spinner label="Zuletzt gekaufte Artikel werden geladen …" />
      ) : query.isError ? (
        <p className="text-danger">{query.error.message}</p>
      ) : list.length === 0 ? (
        <p className="text-muted">Sie haben noch keine Artikel bestellt, die es im Katalog noch gibt.</p>
      ) : (
        <ul className="divide-y divide-line">
          {list.map((p) => (
            <RecentRow key={p.id} storeSlug={storeSlug} product={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentRow({ storeSlug, product: p }: { storeSlug: string; product: Recent }) {
  const [quantity, setQuantity] = useState(p.lastQuantity);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const addToCart = useAddLinesToCart(storeSlug, "recent");
  const add = async () => {
    setBusy(true);
    try {
      await addToCart([{ product: p, quantity }]);
      toast.show(`${quantity} × ${p.name} in den Warenkorb gelegt`);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Warenkorb konnte nicht gespeichert werden.", "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3" data-testid="recent-purchase">
      <div className="min-w-0 sm:flex-1">
        <ProductSummary product={p} />
        <p className="text-xs text-muted">
          Zuletzt bestellt am {formatDate(p.lastOrderedAt)} · in {p.timesOrdered} {p.timesOrdered === 1 ? "Bestellung" : "Bestellungen"}
        </p>
        {p.withdrawn ? <AvailabilityNote availability={WITHDRAWN} className="text-sm" /> : null}
      </div>
      {p.withdrawn ? (
        <p className="text-sm text-muted sm:max-w-xs sm:text-right" data-testid="recent-withdrawn">
          Dieser Artikel kann nicht mehr bestellt werden.
        </p>
      ) : (
        <div className="flex items-center justify-end gap-2">
          <QuantityInput
            value={quantity}
            onCommit={setQuantity}
            label={`Menge von ${p.name}`}
            decreaseLabel={`Menge von ${p.name} verringern`}
            increaseLabel={`Menge von ${p.name} erhöhen`}
            testId="recent-quantity"
          />
          <Button variant="secondary" onClick={add} busy={busy}>
            In den Warenkorb
          </Button>
        </div>
      )}
    </li>
  );
}
