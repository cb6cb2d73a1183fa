"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import type { Carrier } from "@/lib/domain/shop/order-status";
import { CarrierSelect } from "../carriers/carrier-select";
import type { ChangeField } from "@/lib/domain/shop/order-status-update";
import { useOrderStatusUpdate } from "./use-operator-orders";

type Line = {
  line: number;
  article: string;
  name: string;
  quantity: number;
  status: { confirmedQuantity: number | null; confirmedDate: number | null; delivered: number; cancelled: number; shipped: number };
};

const CHANGE_LABELS: Record<ChangeField, string> = {
  confirmedQuantity: "bestätigte Menge",
  confirmedDate: "Liefertermin",
  shipment: "Versand",
  delivered: "zugestellt",
  cancelled: "storniert",
};

const toIsoDay = (n: number | null) => (n ? `${String(n).slice(0, 4)}-${String(n).slice(4, 6)}-${String(n).slice(6, 8)}` : "");
const fromIsoDay = (s: string) => Number(s.replaceAll("-", ""));
const whole = (s: string) => (s.trim() === "" ? undefined : Number(s));

/**
 * Sets the states of one order line by hand (issue 33, for suppliers without an ERP): confirm quantity
 * and date, ship with carrier and tracking number, delivered and cancelled totals. Sends the same
 * orderStatusUpdate as the supplier's systems, with a new update id each time; the server checks
 * everything again and answers what changed.
 */
export function LineStatusForm({ idfs, line, onDone }: { idfs: string; line: Line; onDone: () => void }) {
  const save = useOrderStatusUpdate();
  const toast = useToast();
  const s = line.status;
  const [confirmedQuantity, setConfirmedQuantity] = useState(s.confirmedQuantity === null ? "" : String(s.confirmedQuantity));
  const [confirmedDate, setConfirmedDate] = useState(toIsoDay(s.confirmedDate));
  const [carrier, setCarrier] = useState<Carrier | "">("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [shipQuantity, setShipQuantity] = useState("");
  const [delivered, setDelivered] = useState(String(s.delivered));
  const [cancelled, setCancelled] = useState(String(s.cancelled));
  const [error, setError] = useState<string | null>(null);
  const id = (f: string) => `status-${idfs}-${line.line}-${f}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      {
        idfs,
        updateId: `betrieb-${crypto.randomUUID()}`,
        lines: [
          {
            article: line.article,
            line: line.line,
            ...(whole(confirmedQuantity) !== undefined ? { confirmedQuantity: whole(confirmedQuantity) } : {}),
            ...(confirmedDate ? { confirmedDate: fromIsoDay(confirmedDate) } : {}),
            ...(carrier ? { shipment: { carrier, trackingNumber, ...(whole(shipQuantity) ? { quantity: whole(shipQuantity) } : {}) } } : {}),
            // Totals: sent only when changed here (a lower one would be ignored by the server anyway).
            ...(whole(delivered) !== s.delivered ? { delivered: whole(delivered) } : {}),
            ...(whole(cancelled) !== s.cancelled ? { cancelled: whole(cancelled) } : {}),
          },
        ],
      },
      {
        onSuccess: (answer) => {
          const changed = answer.lines.flatMap((l) => l.changed);
          toast.show(changed.length ? `Gespeichert: ${changed.map((c) => CHANGE_LABELS[c]).join(", ")}.` : "Nichts geändert.");
          onDone();
        },
        onError: (err) =>
          setError(err instanceof ApiError ? err.message : "Der Status konnte nicht gespeichert werden. Bitte versuchen Sie es erneut."),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="mt-2 flex flex-col gap-3 rounded border border-line bg-white p-3"
      aria-label={`Status von Position ${line.line} setzen`}
    >
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">Bestätigung</legend>
        <Field
          label="Bestätigte Menge"
          id={id("qty")}
          type="number"
          min={0}
          max={line.quantity}
          placeholder={`bestellt: ${line.quantity}`}
          value={confirmedQuantity}
          onChange={(e) => setConfirmedQuantity(e.target.value)}
        />
        <Field
          label="Bestätigter Liefertermin"
          id={id("date")}
          type="date"
          value={confirmedDate}
          onChange={(e) => setConfirmedDate(e.target.value)}
        />
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 font-semibold">Versand</legend>
        <CarrierSelect id={id("carrier")} value={carrier} onChange={(v) => setCarrier(v as Carrier | "")} emptyLabel="– nicht versandt –" />
        <Field
          label="Sendungsnummer"
          id={id("tracking")}
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
          disabled={!carrier}
        />
        <Field
          label="Versandte Menge"
          id={id("shipqty")}
          type="number"
          min={1}
          max={line.quantity}
          placeholder={`offen: ${Math.max(line.quantity - s.cancelled - s.shipped, 0)}`}
          value={shipQuantity}
          onChange={(e) => setShipQuantity(e.target.value)}
          disabled={!carrier}
        />
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">Zustellung und Storno (Gesamtmengen)</legend>
        <Field
          label="Zugestellt"
          id={id("delivered")}
          type="number"
          min={0}
          max={line.quantity}
          value={delivered}
          onChange={(e) => setDelivered(e.target.value)}
        />
        <Field
          label="Storniert"
          id={id("cancelled")}
          type="number"
          min={0}
          max={line.quantity}
          value={cancelled}
          onChange={(e) => setCancelled(e.target.value)}
        />
      </fieldset>
      <p role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
      <div className="flex gap-2">
        <Button type="submit" busy={save.isPending}>
          Status speichern
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
