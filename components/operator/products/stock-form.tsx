"use client";

import { Button } from "@/components/ui/button";
import type { OperatorProductDetail } from "@/lib/domain/operator/products";
import { useStockForm } from "./use-stock-form";

/** Sets one product's stock the way a supplier's stock update does (stockUpdate with one line). */
export function StockForm({ product }: { product: OperatorProductDetail }) {
  const { available, setAvailable, quantity, setQuantity, restockDate, setRestockDate, error, saving, submit } = useStockForm(product);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded border border-line p-3" aria-labelledby="stock-form-title">
      <h3 id="stock-form-title" className="font-semibold">
        Bestand und Verfügbarkeit
      </h3>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Verfügbarkeit</legend>
        <label className="flex min-h-6 items-center gap-2">
          <input type="radio" name="available" className="size-4" checked={available} onChange={() => setAvailable(true)} />
          Lieferbar
        </label>
        <label className="flex min-h-6 items-center gap-2">
          <input type="radio" name="available" className="size-4" checked={!available} onChange={() => setAvailable(false)} />
          Nicht auf Lager
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Bestand (Stück, leer = unbekannt)
          <input
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            className="w-40 rounded border border-line px-3 py-2 text-base"
            aria-invalid={error ? true : undefined}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Wieder ab
          <input
            type="date"
            value={restockDate}
            onChange={(e) => setRestockDate(e.target.value)}
            className="rounded border border-line px-3 py-2 text-base"
          />
        </label>
      </div>
      <p className="text-xs text-muted">
        „Nur noch N Stück“ erscheint bei höchstens 5 Stück. Ist ein Artikel nicht auf Lager, kann im Checkout kein Wunschtermin vor „Wieder ab“ plus
        Lieferzeit gewählt werden.
      </p>
      <p aria-live="polite" className="text-sm text-danger empty:hidden">
        {error}
      </p>
      <div>
        <Button type="submit" busy={saving}>
          Bestand speichern
        </Button>
      </div>
    </form>
  );
}
