"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import type { OperatorProductDetail } from "@/lib/domain/operator/products";
import { availabilityLabel } from "@/lib/domain/shop/availability";
import { useStockUpdate } from "./use-operator-products";

/** Sets one product's stock the way a supplier's stock update does (stockUpdate with one line). */
export function StockForm({ product }: { product: OperatorProductDetail }) {
  const update = useStockUpdate();
  const toast = useToast();
  const [available, setAvailable] = useState(product.stock?.available ?? true);
  const [quantity, setQuantity] = useState(product.stock?.quantity?.toString() ?? "");
  const [restockDate, setRestockDate] = useState(product.stock?.restockDate ?? "");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = quantity.trim();
    if (trimmed && !/^\d{1,8}$/.test(trimmed)) {
      setError("Bitte geben Sie den Bestand als ganze Zahl ab 0 an oder lassen Sie das Feld leer.");
      return;
    }
    setError(null);
    update.mutate(
      {
        lines: [
          {
            article: product.ean,
            available,
            quantity: trimmed ? Number(trimmed) : null,
            restockDate: restockDate || null,
          },
        ],
      },
      {
        onSuccess: (res) =>
          toast.show(
            res.changed.length ? `Gespeichert: ${product.name} ist jetzt „${availabilityLabel(res.changed[0].after)}“.` : "Nichts geändert.",
          ),
        onError: (e) => setError(e instanceof ApiError ? e.message : "Der Bestand konnte nicht gespeichert werden."),
      },
    );
  };

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
        <Button type="submit" busy={update.isPending}>
          Bestand speichern
        </Button>
      </div>
    </form>
  );
}
