"use client";

import { useState } from "react";
import { clsx } from "clsx";
import { Button } from "@/components/ui/button";
import { formatEuros, formatYyyymmdd } from "@/lib/domain/platform/format";
import { confirmedLater, ORDER_STATE_LABELS, type ShipmentDto } from "@/lib/domain/shop/order-status";
import type { OperatorOrderDetail } from "@/lib/domain/operator/order-detail";
import { LineStatusForm } from "../line-status-form";
import { PackageIds } from "@/components/shop/orders/shipment-links";
import { Block } from "./order-detail-block";

/** A line's shipments: the number as a link where the carrier has a tracking page, else as text; none as "ohne Sendungsnummer". */
export function OperatorShipments({ shipments }: { shipments: readonly ShipmentDto[] }) {
  if (shipments.length === 0) return null;
  return (
    <ul className="text-sm" data-testid="shipments">
      {shipments.map((s) => (
        <li key={`${s.carrier}-${s.trackingNumber}-${s.shippedOn}`} data-testid="shipment">
          {s.quantity} Stk. versandt am {formatYyyymmdd(s.shippedOn)} mit {s.carrier} –{" "}
          {!s.trackingNumber ? (
            "ohne Sendungsnummer"
          ) : s.trackingUrl ? (
            <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand underline">
              Sendung {s.trackingNumber}
              <span className="sr-only"> bei {s.carrier} verfolgen (öffnet ein neues Fenster)</span>
            </a>
          ) : (
            `Sendung ${s.trackingNumber}`
          )}
          <PackageIds ids={s.packageIds} />
        </li>
      ))}
    </ul>
  );
}

/** The order's lines: article number, EAN, quantities, prices, desired and confirmed dates, shipments, and the status form. */
export function OrderDetailLines({ o }: { o: OperatorOrderDetail }) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Block title="Positionen" testId="order-lines">
      <ol className="flex flex-col gap-3">
        {o.lines.map((l) => {
          const s = l.status;
          return (
            <li key={l.line} className="border-t border-line pt-2" data-testid="operator-order-line">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="flex flex-col gap-0.5">
                  <p className="font-medium">
                    Pos. {l.line}: {l.quantity} × {l.name}
                  </p>
                  <p className="text-sm text-muted">
                    Art.-Nr. {l.article} · EAN {l.ean} · Einzelpreis netto {formatEuros(l.unitNet)} · Summe netto {formatEuros(l.lineNet)}
                  </p>
                  <p className="text-sm">
                    {ORDER_STATE_LABELS[s.state]} · Wunschtermin{" "}
                    {l.desiredDeliveryDate ? formatYyyymmdd(l.desiredDeliveryDate) : "so schnell wie möglich"}
                    {s.confirmedDate ? (
                      <span className={clsx(confirmedLater(l.desiredDeliveryDate, s.confirmedDate) && "font-semibold text-danger")}>
                        {" "}
                        · bestätigt für {formatYyyymmdd(s.confirmedDate)}
                      </span>
                    ) : (
                      " · noch kein bestätigter Termin"
                    )}
                    {s.confirmedQuantity !== null ? ` · bestätigte Menge ${s.confirmedQuantity}` : ""}
                    {` · versandt ${s.shipped} · zugestellt ${s.delivered} · storniert ${s.cancelled} · offen ${s.open}`}
                  </p>
                  <OperatorShipments shipments={s.shipments} />
                </div>
                {editing === l.line ? null : (
                  <Button type="button" variant="secondary" onClick={() => setEditing(l.line)} aria-label={`Status von Position ${l.line} setzen`}>
                    Status setzen
                  </Button>
                )}
              </div>
              {editing === l.line ? <LineStatusForm idfs={o.idfs} line={l} onDone={() => setEditing(null)} /> : null}
            </li>
          );
        })}
      </ol>
    </Block>
  );
}
