"use client";

import type { UseFormRegister } from "react-hook-form";
import { clsx } from "clsx";
import type { DeliveryFormValues } from "@/lib/domain/checkout-schema";
import { COUNTRIES, GENDERS } from "@/lib/domain/delivery-form";

type Path = Parameters<UseFormRegister<DeliveryFormValues>>[0];

/** The error to show under a field: none until the field was left or "Weiter" was pressed. */
export type ErrorOf = (path: Path) => string | undefined;

/** One labelled input of the delivery form with its German error (SPEC 5). */
export function TextInput({ label, path, register, errorOf, required = false, type = "text" }: { label: string; path: Path; register: UseFormRegister<DeliveryFormValues>; errorOf: ErrorOf; required?: boolean; type?: string }) {
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx("rounded border px-3 py-2", error ? "border-danger" : "border-line")}
        {...register(path)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectInput({ label, path, options, register }: { label: string; path: Path; options: readonly string[]; register: UseFormRegister<DeliveryFormValues> }) {
  const id = path.replace(/\./g, "-");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label} *
      </label>
      <select id={id} className="rounded border border-line bg-white px-3 py-2" {...register(path)}>
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
export function AddressFields({ mode, register, errorOf }: { mode: "studio" | "customer"; register: UseFormRegister<DeliveryFormValues>; errorOf: ErrorOf }) {
  const p = { register, errorOf };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {mode === "studio" ? (
        <>
          <TextInput label="Firmenname" path="deliveryAddress.companyName" required {...p} />
          <TextInput label="z. Hd." path="deliveryAddress.toAttention" {...p} />
        </>
      ) : (
        <>
          <TextInput label="Vorname des Kunden" path="deliveryAddress.firstName" required {...p} />
          <TextInput label="Nachname des Kunden" path="deliveryAddress.lastName" required {...p} />
        </>
      )}
      <TextInput label="Straße und Hausnummer" path="deliveryAddress.addressStreet" required {...p} />
      <TextInput label="Adresszusatz" path="deliveryAddress.addressAddInfo" {...p} />
      <TextInput label="PLZ" path="deliveryAddress.addressZip" required {...p} />
      <TextInput label="Ort" path="deliveryAddress.addressCity" required {...p} />
      <TextInput label="Bundesland" path="deliveryAddress.addressState" required {...p} />
      <SelectInput label="Land" path="deliveryAddress.addressCountry" options={COUNTRIES} register={register} />
      <TextInput label="Telefon für die Lieferung" path="deliveryAddress.phone" required type="tel" {...p} />
    </div>
  );
}

export function ContactFields({ register, errorOf }: { register: UseFormRegister<DeliveryFormValues>; errorOf: ErrorOf }) {
  const p = { register, errorOf };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectInput label="Anrede" path="deliveryContact.gender" options={GENDERS} register={register} />
      <span />
      <TextInput label="Vorname" path="deliveryContact.firstName" required {...p} />
      <TextInput label="Nachname" path="deliveryContact.lastName" required {...p} />
      <TextInput label="Telefon" path="deliveryContact.phone" required type="tel" {...p} />
      <TextInput label="E-Mail" path="deliveryContact.email" required type="email" {...p} />
    </div>
  );
}
