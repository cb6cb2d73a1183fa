"use client";

import { useMemo, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { joinList, openingHoursError, splitList, storeProfileTreeSchema } from "@/lib/domain/console/profile-form";
import { ADVANTAGE_BADGES, parseAdvantages, serializeAdvantages } from "@/lib/domain/console/profile-rules";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { MultiCheck } from "./multi-check";
import { OpeningHoursFields } from "./opening-hours-fields";
import { useUnsavedChanges } from "./unsaved-guard";
import { usePatchProfile, usePicklists, useStoreCrmUpdate, type StoreProfile } from "./use-profile";

type Values = Record<string, unknown>;
const TREE_KEYS = Object.keys(storeProfileTreeSchema.shape);
const NUMBER_FIELDS = ["Price_min__c", "Average_Basket__c", "Down_Payment__c"];
const LISTS = [
  { name: "Suppliers__c", label: "Gerätelieferanten" },
  { name: "Furniture_Suppliers__c", label: "Möbellieferanten" },
  { name: "Association__c", label: "Verband" },
  { name: "Planning_System__c", label: "Planungssystem" },
] as const;

/** The form's values from the stored record: numbers as text, so a cleared field stays empty. */
function initialValues(profile: StoreProfile): Values {
  const crm = profile.crm as Values;
  const v: Values = {};
  for (const k of TREE_KEYS) {
    if (k === "Name" && profile.isMaster) continue;
    const x = crm[k];
    v[k] = NUMBER_FIELDS.includes(k) ? (typeof x === "number" ? String(x) : "") : (x ?? null);
  }
  // Only the 27 badges can be chosen (SPEC 9); older entries outside the list are not offered again.
  v.USP__c = serializeAdvantages(parseAdvantages(typeof crm.USP__c === "string" ? crm.USP__c : ""));
  return v;
}

/** The crmUpdate tree from the form values; "" numbers become null, typed text stays for zod to refuse. */
function toTree(v: Values): Values {
  const tree: Values = { ...v };
  for (const k of NUMBER_FIELDS) {
    const s = String(v[k] ?? "")
      .trim()
      .replace(",", ".");
    tree[k] = s === "" ? null : Number(s);
  }
  return tree;
}

function validate(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const tree = toTree(v);
  const parsed = storeProfileTreeSchema.safeParse(tree);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const hours = openingHoursError(tree);
  if (hours) errors[hours.field] ??= hours.message;
  return errors;
}

/** "Das Studio": company data, address, picklists, advantages, prices, opening hours (SPEC 2.3 item 5). */
export function StudioForm({ profile, storeSlug }: { profile: StoreProfile; storeSlug: string }) {
  const toast = useToast();
  const patch = usePatchProfile(storeSlug);
  const crmUpdate = useStoreCrmUpdate(profile.crmId);
  const picklists = usePicklists(storeSlug);
  const [saved, setSaved] = useState(() => initialValues(profile));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  useUnsavedChanges("studio", dirty);

  const set = (field: string, value: unknown) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Opening hours are checked while choosing (SPEC 5 constrains the order); other fields after the first save.
    const all = validate(next);
    setErrors(submitted ? all : Object.fromEntries(Object.entries(all).filter(([k]) => k.endsWith("_Time__c"))));
  };
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const options = (name: string) => picklists.data?.find((p) => p.name === name)?.picklistValues.map((o) => o.value) ?? [];

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      // Focus goes to the first marked field (in page order), whose message is then read out with it.
      const first = Array.from(e.currentTarget.elements).find((el) => (el as HTMLInputElement).name in found);
      (first as HTMLElement | undefined)?.focus();
      return;
    }
    setSaving(true);
    try {
      // Only what changed goes to the CRM; the server merges it into the stored record.
      const next = toTree(values);
      const before = toTree(saved);
      const tree = Object.fromEntries(Object.entries(next).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])));
      const res = await crmUpdate.mutateAsync(tree as never);
      if ("crm" in res) patch({ crm: res.crm as StoreProfile["crm"] });
      setSaved(values);
      toast.show("Ihr Profil wurde gespeichert");
    } catch (error) {
      if (error instanceof ApiError && error.field?.startsWith("tree.")) setErrors({ [error.field.slice(5)]: error.message.replace(/^[^:]+: /, "") });
      else toast.show(error instanceof ApiError ? error.message : "Speichern fehlgeschlagen.", "error");
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8" data-testid="studio-form">
      <section className="grid gap-4 md:grid-cols-2">
        <h2 className="text-lg font-semibold md:col-span-2">{profile.isMaster ? "Unternehmen" : "Studio und Adresse"}</h2>
        {!profile.isMaster ? (
          <Field
            label="Studioname"
            name="Name"
            required
            autoComplete="organization"
            value={text("Name")}
            onChange={(e) => set("Name", e.target.value)}
            error={errors.Name}
          />
        ) : null}
        <Field
          label="Firmenname"
          name="Used_Name__c"
          required
          autoComplete="organization"
          value={text("Used_Name__c")}
          onChange={(e) => set("Used_Name__c", e.target.value)}
          error={errors.Used_Name__c}
        />
        <Field
          label="Straße und Hausnummer"
          name="BillingStreet"
          required
          autoComplete="street-address"
          value={text("BillingStreet")}
          onChange={(e) => set("BillingStreet", e.target.value)}
          error={errors.BillingStreet}
        />
        <Field
          label="PLZ"
          name="BillingPostalCode"
          autoComplete="postal-code"
          value={text("BillingPostalCode")}
          onChange={(e) => set("BillingPostalCode", e.target.value)}
          error={errors.BillingPostalCode}
        />
        <Field
          label="Ort"
          name="BillingCity"
          autoComplete="address-level2"
          value={text("BillingCity")}
          onChange={(e) => set("BillingCity", e.target.value)}
          error={errors.BillingCity}
        />
        <Field
          label="Telefon"
          name="Phone"
          type="tel"
          autoComplete="tel"
          value={text("Phone")}
          onChange={(e) => set("Phone", e.target.value)}
          error={errors.Phone}
        />
        <Field
          label="E-Mail"
          name="Store_Email__c"
          type="email"
          autoComplete="email"
          value={text("Store_Email__c")}
          onChange={(e) => set("Store_Email__c", e.target.value)}
          error={errors.Store_Email__c}
        />
      </section>

      <section className="grid gap-4 md:grid-cols-2">
        <h2 className="text-lg font-semibold md:col-span-2">Lieferanten und Planung</h2>
        {picklists.isPending ? <p className="text-sm text-muted">Auswahllisten werden geladen …</p> : null}
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

      <div className="flex items-center gap-3">
        <Button type="submit" disabled={saving || !dirty}>
          {saving ? "Wird gespeichert …" : "Speichern"}
        </Button>
        {Object.keys(errors).length ? (
          <p className="text-sm text-danger" role="alert">
            Bitte prüfen Sie die markierten Felder.
          </p>
        ) : null}
      </div>
    </form>
  );
}
