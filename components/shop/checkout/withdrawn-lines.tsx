"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { useCart } from "../cart-context";

/**
 * The checkout's stop when the cart holds articles a catalog import withdrew since they were put in
 * (issue 32): names them, and one button takes them out of the cart. The order submit refuses them too.
 */
export function WithdrawnLines({ products }: { products: ProductDto[] }) {
  const { save } = useCart();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const ids = new Set(products.map((p) => p.id));
  const remove = async () => {
    setBusy(true);
    try {
      await save((current) => ({ ...current, items: current.items.filter((i) => !ids.has(i.id)) }));
      toast.show(products.length === 1 ? "Der Artikel wurde entfernt." : "Die Artikel wurden entfernt.");
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Warenkorb konnte nicht gespeichert werden.", "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="alert" className="mb-4 flex flex-col items-start gap-2 rounded border border-danger bg-white p-4" data-testid="checkout-withdrawn">
      <p className="text-danger">
        {products.length === 1 ? "Dieser Artikel ist nicht mehr lieferbar" : "Diese Artikel sind nicht mehr lieferbar"}:{" "}
        {products.map((p) => `„${p.name}“`).join(", ")}. Bitte entfernen Sie {products.length === 1 ? "ihn" : "sie"} aus dem Warenkorb, um die
        Bestellung fortzusetzen.
      </p>
      <Button variant="secondary" onClick={remove} busy={busy}>
        {products.length === 1 ? "Artikel entfernen" : "Nicht mehr lieferbare Artikel entfernen"}
      </Button>
    </div>
  );
}
