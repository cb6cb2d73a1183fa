"use client";

import { useOperatorCarriers } from "./use-operator-carriers";

/** The choice of a carrier from those the operator keeps (/betrieb/versanddienste), for the shipment forms. */
export function CarrierSelect({ id, value, onChange, emptyLabel }: { id: string; value: string; onChange: (v: string) => void; emptyLabel: string }) {
  const list = useOperatorCarriers();
  const names = list.data?.carriers.map((c) => c.name) ?? [];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Versanddienst
      </label>
      <select id={id} className="rounded border border-line px-3 py-2" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{list.isPending ? "Versanddienste werden geladen …" : emptyLabel}</option>
        {names.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
