"use client";

import { formatEuro } from "@/lib/domain/platform/format";
import type { OperatorProductRow } from "@/lib/domain/operator/products";
import { availabilityLabel } from "@/lib/domain/shop/availability";

/** One product of the table; its name opens and closes its details. */
export function ProductRow({ product: p, selected, onToggle }: { product: OperatorProductRow; selected: boolean; onToggle: () => void }) {
  return (
    <tr className={`border-b border-line align-top ${selected ? "bg-brand-light" : ""}`} data-testid="product-row">
      <td className="py-2 pr-3">
        <button
          type="button"
          className="text-left font-semibold text-brand underline-offset-2 hover:underline"
          aria-expanded={selected}
          onClick={onToggle}
        >
          {p.name}
        </button>
        <br />
        <span className="text-muted">{p.brand}</span>
      </td>
      <td className="py-2 pr-3">{p.producerId}</td>
      <td className="py-2 pr-3">{p.ean}</td>
      <td className="py-2 pr-3">{p.withdrawn ? <span className="text-danger">nicht mehr lieferbar</span> : "aktiv"}</td>
      <td className="py-2 pr-3">{formatEuro(p.priceKaNetCents)}</td>
      <td className="py-2 pr-3" data-testid="product-row-availability">
        {availabilityLabel(p.availability)}
      </td>
      <td className="py-2 pr-3">{p.availability.quantity ?? "–"}</td>
    </tr>
  );
}
