"use client";

import { Field } from "@/components/ui/field";
import type { StudioFields } from "./use-studio-form";

type AddressField = { label: string; name: string; required?: boolean; type?: string; autoComplete: string };

const ADDRESS_FIELDS: AddressField[] = [
  { label: "Firmenname", name: "Used_Name__c", required: true, autoComplete: "organization" },
  { label: "Straße und Hausnummer", name: "BillingStreet", required: true, autoComplete: "street-address" },
  { label: "PLZ", name: "BillingPostalCode", autoComplete: "postal-code" },
  { label: "Ort", name: "BillingCity", autoComplete: "address-level2" },
  { label: "Telefon", name: "Phone", type: "tel", autoComplete: "tel" },
  { label: "E-Mail", name: "Store_Email__c", type: "email", autoComplete: "email" },
];

/** Company data and address; a studio (not a master) also names itself. */
export function StudioAddressSection({ fields, isMaster }: { fields: StudioFields; isMaster: boolean }) {
  const { errors, set, text } = fields;
  const all: AddressField[] = isMaster
    ? ADDRESS_FIELDS
    : [{ label: "Studioname", name: "Name", required: true, autoComplete: "organization" }, ...ADDRESS_FIELDS];
  return (
    <section className="grid gap-4 md:grid-cols-2">
      <h2 className="text-lg font-semibold md:col-span-2">{isMaster ? "Unternehmen" : "Studio und Adresse"}</h2>
      {all.map((f) => (
        <Field
          key={f.name}
          label={f.label}
          name={f.name}
          type={f.type}
          required={f.required}
          autoComplete={f.autoComplete}
          value={text(f.name)}
          onChange={(e) => set(f.name, e.target.value)}
          error={errors[f.name]}
        />
      ))}
    </section>
  );
}
