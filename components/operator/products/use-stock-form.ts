"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import type { OperatorProductDetail } from "@/lib/domain/operator/products";
import { availabilityLabel } from "@/lib/domain/shop/availability";
import { useStockUpdate } from "./use-operator-products";

/** The stock form's values and error, saved as a stockUpdate with one line. */
export function useStockForm(product: OperatorProductDetail) {
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

  return { available, setAvailable, quantity, setQuantity, restockDate, setRestockDate, error, saving: update.isPending, submit };
}
