"use client";

import Link from "next/link";
import { useState } from "react";
import { clsx } from "clsx";
import { ShoppingCart, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { SidewaysScrollFrame } from "@/components/ui/sideways-scroll";
import { useToast } from "@/components/ui/toast";
import { useCart } from "@/components/shop/cart-context";
import { useCustomerView } from "@/components/shop/customer-view";
import { AvailabilityNote } from "@/components/shop/availability/availability-note";
import { ListPrice } from "@/components/shop/price/list-price";
import { formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import { compareRows, differencesOnly, MAX_COMPARE } from "@/lib/domain/shop/compare";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { shownPriceEuros } from "@/lib/domain/shop/shop-price";
import { track } from "@/lib/integrations/analytics";
import { useProductsByIds } from "../cart/use-products";
import { productHref } from "../catalog/product-card";
import { shippingDays } from "../catalog/shipping-text";
import { useCompareList, useCompareToggle } from "./use-compare";

/** The feature names stay in sight while the products scroll past them (phones: one product at a time). */
const ROW_HEAD = "sticky left-0 z-10 w-[7.5rem] min-w-[7.5rem] bg-white py-2 pr-3 text-left align-top text-sm font-medium md:w-48 md:min-w-48";
/** A product's column: one fills a phone beside the names (the next one peeks in), four fit 1366 px. */
const CELL = "min-w-[13.5rem] snap-start px-3 py-2 align-top text-sm";

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
        <div className="rounded border border-line bg-white p-6" data-testid="compare-empty">
          <p>Noch keine Produkte im Vergleich. Wählen Sie bei bis zu {MAX_COMPARE} Produkten „Vergleichen“.</p>
          <Link
            href={`/stores/${storeSlug}/shop/products`}
            className="mt-4 inline-block rounded bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark"
          >
            Zu den Produkten
          </Link>
        </div>
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
            <table className="border-collapse" data-testid="compare-table">
              <caption className="sr-only">Produktvergleich: {chosen.length} Produkte, eine Spalte je Produkt, eine Zeile je Merkmal</caption>
              <thead>
                <tr className="border-b border-line">
                  <td className={ROW_HEAD} />
                  {chosen.map((p) => (
                    <ProductHead key={p.id} storeSlug={storeSlug} product={p} />
                  ))}
                </tr>
              </thead>
              <tbody>
                <Row name="Preis">
                  {chosen.map((p) => (
                    <td key={p.id} className={CELL} data-testid="compare-price">
                      <span className="text-lg font-semibold">{formatEuro(eurosToCents(shownPriceEuros(p, customerView)))}</span>
                      <span className="block text-xs text-muted">{customerView ? "Endkundenpreis inkl. MwSt." : "Händlerpreis netto"}</span>
                      <ListPrice product={p} customerView={customerView} />
                    </td>
                  ))}
                </Row>
                <Row name="Verfügbarkeit">
                  {chosen.map((p) => (
                    <td key={p.id} className={CELL}>
                      <AvailabilityNote availability={p.availability} />
                    </td>
                  ))}
                </Row>
                <Row name="Lieferzeit">
                  {chosen.map((p) => (
                    <td key={p.id} className={CELL}>
                      {shippingDays(p.shippingTime)}
                    </td>
                  ))}
                </Row>
                {shown.map((r) => (
                  <tr key={r.name} className="border-t border-line" data-testid="compare-feature" data-same={r.same || undefined}>
                    <th scope="row" className={ROW_HEAD}>
                      {r.name}
                      {r.same ? <span className="sr-only"> (bei allen gleich)</span> : null}
                    </th>
                    {r.values.map((v, i) => (
                      <td key={chosen[i].id} className={clsx(CELL, r.same && "text-muted")}>
                        {v === "–" ? (
                          <>
                            <span aria-hidden>–</span>
                            <span className="sr-only">keine Angabe</span>
                          </>
                        ) : (
                          v
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
                {diffOnly && shown.length === 0 ? (
                  <tr className="border-t border-line">
                    <td className={ROW_HEAD} />
                    <td colSpan={chosen.length} className={CELL}>
                      Keine Unterschiede in den Merkmalen.
                    </td>
                  </tr>
                ) : null}
                <Row name="Bestellen">
                  {chosen.map((p) => (
                    <td key={p.id} className={CELL}>
                      <AddToCart product={p} />
                    </td>
                  ))}
                </Row>
              </tbody>
            </table>
          </SidewaysScrollFrame>
        </>
      )}
    </div>
  );
}

function Row({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <tr className="border-t border-line">
      <th scope="row" className={ROW_HEAD}>
        {name}
      </th>
      {children}
    </tr>
  );
}

/** A product's column header: picture, brand, name (to its page) and „Entfernen“. */
function ProductHead({ storeSlug, product: p }: { storeSlug: string; product: ProductDto }) {
  const toggle = useCompareToggle(storeSlug);
  const toast = useToast();
  return (
    <th scope="col" className={clsx(CELL, "text-left font-normal")} data-testid="compare-product">
      {/* eslint-disable-next-line @next/next/no-img-element -- the catalog's own pictures in their shown size */}
      <img src={p.images.s} alt="" width={120} height={120} className="mb-2 aspect-square w-28 rounded border border-line bg-white object-contain" />
      <span className="block text-xs uppercase tracking-wide text-muted">{p.brand.name}</span>
      <Link href={productHref(storeSlug, p.id)} prefetch={false} className="block font-semibold hover:text-brand">
        {p.name}
      </Link>
      <button
        type="button"
        aria-label={`Entfernen: ${p.name}`}
        className="mt-1 inline-flex min-h-6 items-center gap-1 text-xs text-danger"
        onClick={() =>
          toggle.mutate(
            { productId: p.id, on: false },
            { onError: (e) => toast.show(e instanceof Error ? e.message : "Der Vergleich konnte nicht gespeichert werden.", "error") },
          )
        }
      >
        <X size={12} aria-hidden /> Entfernen
      </button>
    </th>
  );
}

/** „In den Warenkorb“ for one unit of a compared product. */
function AddToCart({ product: p }: { product: ProductDto }) {
  const { add } = useCart();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await add(p.id, 1);
      track("add_to_cart", {
        currency: "EUR",
        value: p.priceKaNet,
        items: [{ item_id: String(p.id), item_name: p.name, item_brand: p.brand.name, price: p.priceKaNet, quantity: 1 }],
      });
      toast.show("Der Artikel wurde in den Warenkorb gelegt.");
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Artikel konnte nicht in den Warenkorb gelegt werden.", "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button className="px-2 py-1" onClick={click} busy={busy} aria-label={`In den Warenkorb: ${p.name}`}>
      <ShoppingCart size={14} aria-hidden /> In den Warenkorb
    </Button>
  );
}
