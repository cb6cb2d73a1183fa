"use client";

import { useState } from "react";
import { useParams } from "next/navigation";
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import { withdrawnSkippedMessage } from "@/lib/domain/shop/availability";
import { resolveLines, useAddLinesToCart, type ProductLine } from "./use-quick-order";

/**
 * "Erneut bestellen" of an order (orders screen, row and details): its lines go into the cart in one
 * save at today's prices (the cart always shows the catalog's price); articles the catalog no longer
 * has are named. Lines are found again by EAN, which names one product for good.
 */
export function ReorderButton({ order, align = "end" }: { order: Pick<OrderDto, "idfs" | "items">; align?: "start" | "end" }) {
  const { storeSlug } = useParams<{ storeSlug: string }>();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const toast = useToast();
  const addToCart = useAddLinesToCart(storeSlug, "reorder");
  const reorder = async () => {
    setBusy(true);
    try {
      const resolved = await resolveLines(
        storeSlug,
        order.items.map((i) => ({ code: i.ean, quantity: i.quantity })),
      );
      const found: ProductLine[] = [];
      const gone: string[] = [];
      const left: string[] = [];
      resolved.forEach((r, n) => {
        if (r.product) found.push({ product: r.product, quantity: r.quantity });
        else (r.withdrawn ? left : gone).push(order.items[n].name);
      });
      if (found.length > 0) await addToCart(found);
      setMissing(gone);
      setWithdrawn(withdrawnSkippedMessage(left, found.length));
      if (found.length > 0) toast.show(`${found.length} Artikel aus Bestellung ${order.idfs} in den Warenkorb gelegt`);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Der Warenkorb konnte nicht gespeichert werden.", "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`flex flex-col gap-1 ${align === "end" ? "items-end" : "items-start"}`}>
      <Button variant="secondary" className="px-3 py-1" onClick={reorder} busy={busy} aria-label={`Bestellung ${order.idfs} erneut bestellen`}>
        <RotateCcw size={14} aria-hidden /> {busy ? "Wird hinzugefügt …" : "Erneut bestellen"}
      </Button>
      {missing.length > 0 ? (
        <p role="status" className={`max-w-xs text-xs text-danger ${align === "end" ? "text-right" : ""}`} data-testid="reorder-missing">
          Nicht mehr erhältlich: {missing.join(", ")}
        </p>
      ) : null}
      {withdrawn ? (
        <p role="status" className={`max-w-xs text-xs text-danger ${align === "end" ? "text-right" : ""}`} data-testid="reorder-withdrawn">
          {withdrawn}
        </p>
      ) : null}
    </div>
  );
}
