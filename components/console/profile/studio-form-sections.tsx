"use client";

import { joinList, splitList } from "@/lib/domain/console/profile-form";
import { ADVANTAGE_BADGES } from "@/lib/domain/console/profile-rules";
import { DatePicker } from "@/components/ui/date-picker";
import { Field } from "@/components/ui/field";
import { MultiCheck } from "./multi-check";
import { OpeningHoursFields } from "./opening-hours-fields";
import type { StudioFields } from "./use-studio-form";

const LISTS = [
  { name: "Suppliers__c", label: "Gerätelieferanten" },
  { name: "Furniture_Suppliers__c", label: "Möbellieferanten" },
  { name: "Association__c", label: "Verband" },
  { name: "Planning_System__c", label: "Planungssystem" },
] as const;

/** Suppliers, association and planning system, each chosen from its CRM picklist. */
export function StudioListsSection({ fields, options, pending }: { fields: StudioFields; options: (name: string) => string[]; pending: boolean }) {
  const { set, text } = fields;
  return (
    <section className="grid gap-4 md:grid-cols-2">
      <h2 className="text-lg font-semibold md:col-span-2">Lieferanten und Planung</h2>
      {pending ? <p className="text-sm text-muted">Auswahllisten werden geladen …</p> : null}
      {LISTS.map((l) => (
        <MultiCheck
          key={l.name}
          legend={l.label}
          options={options(l.name)}
          value={splitList(text(l.name))}
          onChange={(v) => set(l.name, joinList(v))}
        />
      ))}
    </section>
  );
}

/** The advantages, chosen from the fixed badges. */
export function StudioAdvantagesSection({ fields }: { fields: StudioFields }) {
  const { errors, set, text } = fields;
  return (
    <section>
      <MultiCheck
        legend="Ihre Vorteile"
        options={ADVANTAGE_BADGES}
        value={splitList(text("USP__c"))}
        onChange={(v) => set("USP__c", joinList(v))}
        columns={3}
        testId="advantages"
      />
      {errors.USP__c ? <p className="text-sm text-danger">{errors.USP__c}</p> : null}
    </section>
  );
}

/** Prices, down payment and the founding day. */
export function StudioPricesSection({ fields }: { fields: StudioFields }) {
  const { values, errors, set, text } = fields;
  return (
    <section className="grid gap-4 md:grid-cols-4">
      <h2 className="text-lg font-semibold md:col-span-4">Preise</h2>
      <Field
        label="Mindestpreis (€)"
        name="Price_min__c"
        inputMode="numeric"
        value={String(values.Price_min__c ?? "")}
        onChange={(e) => set("Price_min__c", e.target.value)}
        error={errors.Price_min__c}
      />
      <Field
        label="Durchschnittlicher Warenkorb (€)"
        name="Average_Basket__c"
        inputMode="numeric"
        value={String(values.Average_Basket__c ?? "")}
        onChange={(e) => set("Average_Basket__c", e.target.value)}
        error={errors.Average_Basket__c}
      />
      <Field
        label="Anzahlung (%)"
        name="Down_Payment__c"
        type="number"
        min={0}
        max={100}
        step={1}
        value={String(values.Down_Payment__c ?? "")}
        onChange={(e) => set("Down_Payment__c", e.target.value)}
        error={errors.Down_Payment__c}
      />
      {/* The product's German picker (DD.MM.YYYY in every browser), years to choose from a dropdown. */}
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" aria-hidden>
          Gegründet am
        </span>
        <DatePicker
          label="Gegründet am"
          value={text("Exists_Since__c") || null}
          onChange={(day) => set("Exists_Since__c", day)}
          notAfter={new Date()}
          yearDropdown
        />
        {errors.Exists_Since__c ? <p className="text-sm text-danger">{errors.Exists_Since__c}</p> : null}
      </div>
    </section>
  );
}

/** Opening hours, appointments by arrangement and a comment on the hours. */
export function StudioHoursSection({ fields }: { fields: StudioFields }) {
  const { values, errors, set, text } = fields;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Öffnungszeiten</h2>
      <OpeningHoursFields values={values} errors={errors} onChange={set} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.Also_By_Arrangement__c === true} onChange={(e) => set("Also_By_Arrangement__c", e.target.checked)} />
        Termine auch außerhalb der Öffnungszeiten nach Vereinbarung
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Kommentar zu den Öffnungszeiten
        <textarea
          className="rounded border border-line px-3 py-2 font-normal"
          rows={3}
          value={text("Opening_Hours_Comment__c")}
          onChange={(e) => set("Opening_Hours_Comment__c", e.target.value)}
        />
      </label>
    </section>
  );
}
