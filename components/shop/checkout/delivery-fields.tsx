"use client";

import { clsx } from "clsx";
import { COUNTRIES, GENDERS } from "@/lib/domain/shop/delivery-form";
import type { DeliveryFormPath as Path } from "@/lib/domain/shop/delivery-form-rules";
import type { FieldProps } from "./use-delivery-form";

/** The error to show under a field: none until the field was left or "Weiter" was pressed. */
export type ErrorOf = (path: Path) => string | undefined;
/** A field's name, value and handlers (use-delivery-form.ts). */
type Field = (path: Path) => FieldProps;

/**
 * One labelled input of the delivery form with its German error (SPEC 5). The error line is a polite live
 * region from the start, so a message appearing when a field is left is read out; `autoComplete` names the
 * field's purpose (WCAG 1.3.5) so browsers can fill it.
 */
export function TextInput({
  label,
  path,
  field,
  errorOf,
  required = false,
  type = "text",
  autoComplete,
}: {
  label: string;
  path: Path;
  field: Field;
  errorOf: ErrorOf;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const id = path.replace(/\./g, "-");
  const error = errorOf(path);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? " *" : ""}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx("rounded border px-3 py-2", error ? "border-danger" : "border-line")}
        {...field(path)}
      />
      <p id={`${id}-error`} aria-live="polite" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}

export function SelectInput({
  label,
  path,
  options,
  field,
  autoComplete,
}: {
  label: string;
  path: Path;
  options: readonly string[];
  field: Field;
  autoComplete?: string;
}) {
  const id = path.replace(/\./g, "-");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label} *
      </label>
      <select id={id} autoComplete={autoComplete} required aria-required className="rounded border border-line bg-white px-3 py-2" {...field(path)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Address fields; which names are required depends on the mode (SPEC 5). */
export function AddressFields({ mode, field, errorOf }: { mode: "studio" | "customer"; field: Field; errorOf: ErrorOf }) {
  const p = { field, errorOf };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {mode === "studio" ? (
        <>
          <TextInput label="Firmenname" path="deliveryAddress.companyName" required autoComplete="shipping organization" {...p} />
          <TextInput label="z. Hd." path="deliveryAddress.toAttention" autoComplete="shipping name" {...p} />
        </>
      ) : (
        <>
          <TextInput label="Vorname des Kunden" path="deliveryAddress.firstName" required autoComplete="shipping given-name" {...p} />
          <TextInput label="Nachname des Kunden" path="deliveryAddress.lastName" required autoComplete="shipping family-name" {...p} />
        </>
      )}
      {/* Street and its addition are two lines of one address: address-line1/2 rather than street-address. */}
      <TextInput label="Straße und Hausnummer" path="deliveryAddress.addressStreet" required autoComplete="shipping address-line1" {...p} />
      <TextInput label="Adresszusatz" path="deliveryAddress.addressAddInfo" autoComplete="shipping address-line2" {...p} />
      <TextInput label="PLZ" path="deliveryAddress.addressZip" required autoComplete="shipping postal-code" {...p} />
      <TextInput label="Ort" path="deliveryAddress.addressCity" required autoComplete="shipping address-level2" {...p} />
      <TextInput label="Bundesland" path="deliveryAddress.addressState" required autoComplete="shipping address-level1" {...p} />
      <SelectInput label="Land" path="deliveryAddress.addressCountry" options={COUNTRIES} field={field} autoComplete="shipping country-name" />
      <TextInput label="Telefon für die Lieferung" path="deliveryAddress.phone" required type="tel" autoComplete="shipping tel" {...p} />
    </div>
  );
}

export function ContactFields({ field, errorOf }: { field: Field; errorOf: ErrorOf }) {
  const p = { field, errorOf };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectInput label="Anrede" path="deliveryContact.gender" options={GENDERS} field={field} autoComplete="honorific-prefix" />
      <span />
      <TextInput label="Vorname" path="deliveryContact.firstName" required autoComplete="given-name" {...p} />
      <TextInput label="Nachname" path="deliveryContact.lastName" required autoComplete="family-name" {...p} />
      <TextInput label="Telefon" path="deliveryContact.phone" required type="tel" autoComplete="tel" {...p} />
      <TextInput label="E-Mail" path="deliveryContact.email" required type="email" autoComplete="email" {...p} />
    </div>
  );
}
