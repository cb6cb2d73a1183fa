"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import type { Carrier } from "@/lib/domain/shop/order-status";
import { CarrierSelect } from "../../carriers/carrier-select";
import { formatYyyymmdd } from "@/lib/domain/platform/format";
import { openForConfirmation, unshipped } from "@/lib/domain/operator/order-actions";
import type { OperatorOrderDetail } from "@/lib/domain/operator/order-detail";
import { useOrderConfirmAll, useOrderShipAll } from "../use-operator-orders";
import { Block } from "./order-detail-block";

const message = (e: unknown) => (e instanceof ApiError ? e.message : "Das hat nicht geklappt. Bitte versuchen Sie es erneut.");

/** Confirm every open line for one date; ship every unshipped line with one carrier and tracking number. */
export function WholeOrderActions({ o }: { o: OperatorOrderDetail }) {
  const confirm = useOrderConfirmAll();
  const ship = useOrderShipAll();
  const toast = useToast();
  const [date, setDate] = useState("");
  const [carrier, setCarrier] = useState<Carrier | "">("");
  const [tracking, setTracking] = useState("");
  const [error, setError] = useState<string | null>(null);
  const toConfirm = openForConfirmation(o.lines).length;
  const toShip = unshipped(o.lines).length;

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!date) return setError("Bitte wählen Sie den Liefertermin.");
    const confirmedDate = Number(date.replaceAll("-", ""));
    confirm.mutate(
      { idfs: o.idfs, confirmedDate },
      {
        onSuccess: () => toast.show(`${toConfirm} Positionen bestätigt für ${formatYyyymmdd(confirmedDate)}.`),
        onError: (err) => setError(message(err)),
      },
    );
  };
  const onShip = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!carrier) return setError("Bitte wählen Sie den Versanddienst.");
    ship.mutate(
      { idfs: o.idfs, shipment: { carrier, trackingNumber: tracking } },
      { onSuccess: () => toast.show(`${toShip} Positionen versandt mit ${carrier}.`), onError: (err) => setError(message(err)) },
    );
  };

  return (
    <Block title="Ganze Bestellung" testId="whole-order">
      <form onSubmit={onConfirm} aria-label="Alle offenen Positionen bestätigen" className="flex flex-wrap items-end gap-3">
        <Field
          label="Liefertermin für alle offenen Positionen"
          id="whole-confirm-date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <Button type="submit" busy={confirm.isPending} disabled={toConfirm === 0}>
          {toConfirm === 0 ? "Keine Position offen" : `${toConfirm} offene Positionen bestätigen`}
        </Button>
      </form>
      <form onSubmit={onShip} aria-label="Alle nicht versandten Positionen versenden" className="flex flex-wrap items-end gap-3">
        <CarrierSelect id="whole-ship-carrier" value={carrier} onChange={(v) => setCarrier(v as Carrier | "")} emptyLabel="– bitte wählen –" />
        <Field label="Sendungsnummer" id="whole-ship-tracking" value={tracking} onChange={(e) => setTracking(e.target.value)} />
        <Button type="submit" busy={ship.isPending} disabled={toShip === 0}>
          {toShip === 0 ? "Alles versandt" : `${toShip} Positionen versenden`}
        </Button>
      </form>
      <p role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </Block>
  );
}
