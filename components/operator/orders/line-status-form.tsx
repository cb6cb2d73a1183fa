"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { Carrier } from "@/lib/domain/shop/order-status";
import { CarrierSelect } from "../carriers/carrier-select";
import { useLineStatusForm, type LineStatusValues, type StatusLine } from "./use-line-status-form";

type FieldsProps = {
  line: StatusLine;
  values: LineStatusValues;
  set: <K extends keyof LineStatusValues>(key: K, value: LineStatusValues[K]) => void;
  id: (field: string) => string;
};

/**
 * Sets the states of one order line by hand (issue 33, for suppliers without an ERP): confirm quantity
 * and date, ship with carrier and tracking number, delivered and cancelled totals. Sends the same
 * orderStatusUpdate as the supplier's systems, with a new update id each time; the server checks
 * everything again and answers what changed.
 */
export function LineStatusForm({ idfs, line, onDone }: { idfs: string; line: StatusLine; onDone: () => void }) {
  const { values, set, error, saving, submit } = useLineStatusForm(idfs, line, onDone);
  const id = (f: string) => `status-${idfs}-${line.line}-${f}`;

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
          value={values.confirmedQuantity}
          onChange={(e) => set("confirmedQuantity", e.target.value)}
        />
        <Field
          label="Bestätigter Liefertermin"
          id={id("date")}
          type="date"
          value={values.confirmedDate}
          onChange={(e) => set("confirmedDate", e.target.value)}
        />
      </fieldset>
      <ShipmentFields line={line} values={values} set={set} id={id} />
      <TotalsFields line={line} values={values} set={set} id={id} />
      <p role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
      <div className="flex gap-2">
        <Button type="submit" busy={saving}>
          Status speichern
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

function ShipmentFields({ line, values, set, id }: FieldsProps) {
  const s = line.status;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-1 font-semibold">Versand</legend>
      <CarrierSelect id={id("carrier")} value={values.carrier} onChange={(v) => set("carrier", v as Carrier | "")} emptyLabel="– nicht versandt –" />
      <Field
        label="Sendungsnummer"
        id={id("tracking")}
        value={values.trackingNumber}
        onChange={(e) => set("trackingNumber", e.target.value)}
        disabled={!values.carrier}
      />
      <Field
        label="Versandte Menge"
        id={id("shipqty")}
        type="number"
        min={1}
        max={line.quantity}
        placeholder={`offen: ${Math.max(line.quantity - s.cancelled - s.shipped, 0)}`}
        value={values.shipQuantity}
        onChange={(e) => set("shipQuantity", e.target.value)}
        disabled={!values.carrier}
      />
    </fieldset>
  );
}

function TotalsFields({ line, values, set, id }: FieldsProps) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 font-semibold">Zustellung und Storno (Gesamtmengen)</legend>
      <Field
        label="Zugestellt"
        id={id("delivered")}
        type="number"
        min={0}
        max={line.quantity}
        value={values.delivered}
        onChange={(e) => set("delivered", e.target.value)}
      />
      <Field
        label="Storniert"
        id={id("cancelled")}
        type="number"
        min={0}
        max={line.quantity}
        value={values.cancelled}
        onChange={(e) => set("cancelled", e.target.value)}
      />
    </fieldset>
  );
}
