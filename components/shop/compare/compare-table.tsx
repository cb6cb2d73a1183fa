"use client";

import Link from "next/link";
import { useState } from "react";
import { clsx } from "clsx";
import { ShoppingCart, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useCart } from "@/components/shop/cart-context";
import { AvailabilityNote } from "@/components/shop/availability/availability-note";
import { ListPrice } from "@/components/shop/price/list-price";
import { formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import type { CompareRow } from "@/lib/domain/shop/compare";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { shownPriceEuros } from "@/lib/domain/shop/shop-price";
import { track } from "@/lib/integrations/analytics";
import { productHref } from "../catalog/product-card";
import { shippingDays } from "../catalog/shipping-text";
import { useCompareToggle } from "./use-compare";

/** The feature names stay in sight while the products scroll past them (phones: one product at a time). */
const ROW_HEAD = "sticky left-0 z-10 w-[7.5rem] min-w-[7.5rem] bg-white py-2 pr-3 text-left align-top text-sm font-medium md:w-48 md:min-w-48";
/** A product's column: one fills a phone beside the names (the next one peeks in), four fit 1366 px. */
const CELL = "min-w-[13.5rem] snap-start px-3 py-2 align-top text-sm";

type TableProps = { storeSlug: string; chosen: ProductDto[]; shown: CompareRow[]; diffOnly: boolean; customerView: boolean };

/** The comparison table: one column per product, one row per feature. */
export function CompareTable({ storeSlug, chosen, shown, diffOnly, customerView }: TableProps) {
  return (
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
          <FeatureRow key={r.name} row={r} chosen={chosen} />
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
  );
}

/** One feature's row, greyed when all products have the same value. */
function FeatureRow({ row: r, chosen }: { row: CompareRow; chosen: ProductDto[] }) {
  return (
    <tr className="border-t border-line" data-testid="compare-feature" data-same={r.same || undefined}>
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
