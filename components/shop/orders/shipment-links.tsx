import { formatYyyymmdd } from "@/lib/domain/platform/format";
import type { ShipmentDto } from "@/lib/domain/shop/order-status";

/** The parcels' own numbers of a shipment (openTRANS PACKAGE_ID), after its tracking number. */
export function PackageIds({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return <span data-testid="package-ids">{` · ${ids.length === 1 ? "Paket" : "Pakete"} ${ids.join(", ")}`}</span>;
}

/** The shipments of an order line: quantity, carrier, day, and the tracking number as a link to the carrier's page. */
export function ShipmentLinks({ shipments }: { shipments: readonly ShipmentDto[] }) {
  if (shipments.length === 0) return null;
  return (
    <ul className="text-sm" data-testid="shipments">
      {shipments.map((s) => (
        <li key={`${s.carrier}-${s.trackingNumber}`}>
          {s.quantity} Stk. versandt am {formatYyyymmdd(s.shippedOn)} mit {s.carrier}
          {s.trackingNumber ? (
            s.trackingUrl ? (
              <>
                {" "}
                – Sendung{" "}
                <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand underline">
                  {s.trackingNumber}
                  <span className="sr-only"> bei {s.carrier} verfolgen (öffnet ein neues Fenster)</span>
                </a>
              </>
            ) : (
              ` – Sendung ${s.trackingNumber}`
            )
          ) : null}
          <PackageIds ids={s.packageIds} />
        </li>
      ))}
    </ul>
  );
}
