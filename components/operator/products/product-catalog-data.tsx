"use client";

import { SidewaysScrollFrame } from "@/components/ui/sideways-scroll";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import type { OperatorProductDetail } from "@/lib/domain/operator/products";

/** A product's features from the catalog, folded. */
export function ProductFeatures({ features }: { features: OperatorProductDetail["features"] }) {
  return (
    <details>
      <summary className="cursor-pointer font-medium">Merkmale ({features.length})</summary>
      {features.length === 0 ? (
        <p className="text-sm text-muted">Keine Merkmale aus dem Katalog.</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {features.map((f, i) => (
            <div key={i} className="contents">
              <dt className="text-muted">{f.name}</dt>
              <dd>
                {f.value}
                {f.unit ? ` ${f.unit}` : ""}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}

/** Every price of a product from the catalog imports, folded. */
export function ProductCatalogPrices({ prices }: { prices: OperatorProductDetail["prices"] }) {
  return (
    <details>
      <summary className="cursor-pointer font-medium">Preise aus dem Katalog ({prices.length})</summary>
      {prices.length === 0 ? (
        <p className="text-sm text-muted">Keine Preise aus einem Katalogimport.</p>
      ) : (
        <SidewaysScrollFrame>
          <table className="mt-2 w-full min-w-[480px] text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="pr-3 font-medium">
                  Preisart
                </th>
                <th scope="col" className="pr-3 font-medium">
                  ab Menge
                </th>
                <th scope="col" className="pr-3 font-medium">
                  Betrag
                </th>
                <th scope="col" className="font-medium">
                  Gültig
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.map((p, i) => (
                <tr key={i}>
                  <td className="pr-3">{p.priceType}</td>
                  <td className="pr-3">{p.lowerBound}</td>
                  <td className="pr-3">{p.currency === "EUR" ? formatEuro(p.amountCents) : `${(p.amountCents / 100).toFixed(2)} ${p.currency}`}</td>
                  <td>{p.validFrom || p.validTo ? `${formatDate(p.validFrom) || "…"} – ${formatDate(p.validTo) || "…"}` : "immer"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </SidewaysScrollFrame>
      )}
    </details>
  );
}
