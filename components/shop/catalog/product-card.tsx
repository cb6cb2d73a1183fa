"use client";

import Link from "next/link";
import { useState } from "react";
import type { ProductDto } from "@/lib/domain/product-dto";
import { formatEuro } from "@/lib/domain/format";
import { eurosToCents } from "@/lib/domain/money";
import { shownPriceEuros } from "@/lib/domain/shop-price";
import { track } from "@/lib/integrations/analytics";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useCart } from "../cart-context";

function shippingText(t: ProductDto["shippingTime"]): string {
  if (t.maxDays === null || t.maxDays === t.minDays) return `Lieferzeit: ${t.minDays} Werktage`;
  return `Lieferzeit: ${t.minDays}–${t.maxDays} Werktage`;
}

/** A product card (SPEC.md 2.4): image, name, brand, price of the chosen view, shipping time, add to cart. */
export function ProductCard({ storeSlug, product: p, customerView }: { storeSlug: string; product: ProductDto; customerView: boolean }) {
  const { add } = useCart();
  const toast = useToast();
  const [qty, setQty] = useState(1);
  const [busy, setBusy] = useState(false);
  const price = shownPriceEuros(p, customerView);

  async function addToCart() {
    setBusy(true);
    try {
      await add(p.id, qty);
      track("add_to_cart", { currency: "EUR", value: p.priceKaNet * qty, items: [{ item_id: String(p.id), item_name: p.name, item_brand: p.brand.name, price: p.priceKaNet, quantity: qty }] });
      toast.show("Der Artikel wurde in den Warenkorb gelegt.");
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Artikel konnte nicht in den Warenkorb gelegt werden.", "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <article data-testid="product-card" className="flex h-full flex-col rounded border border-line bg-white p-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVGs need no optimisation */}
      <img src={p.images.s} alt="" width={200} height={200} loading="lazy" className="mx-auto aspect-square w-full max-w-[200px] object-contain" />
      <p className="mt-2 text-xs uppercase tracking-wide text-muted">{p.brand.name}</p>
      <h3 className="text-sm font-medium">
        <Link href={`/stores/${storeSlug}/shop/products?ids=${p.id}`} className="hover:text-brand">
          {p.name}
        </Link>
      </h3>
      <p className="mt-auto pt-2 text-lg font-semibold" data-testid="product-price">
        {formatEuro(eurosToCents(price))}
      </p>
      <p className="text-xs text-muted">{shippingText(p.shippingTime)}</p>
      <div className="mt-2 flex gap-2">
        <input
          type="number"
          min={1}
          max={999}
          value={qty}
          aria-label={`Menge für ${p.name}`}
          onChange={(e) => setQty(Math.min(999, Math.max(1, Math.floor(Number(e.target.value)) || 1)))}
          className="w-14 rounded border border-line px-2 py-1 text-sm"
        />
        <Button className="flex-1 px-2 py-1" onClick={addToCart} disabled={busy}>
          In den Warenkorb
        </Button>
      </div>
    </article>
  );
}
