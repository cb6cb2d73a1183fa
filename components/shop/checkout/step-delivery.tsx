"use client";

import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { type CheckoutStore } from "@/lib/domain/shop/delivery-form";
import { AddressFields, ContactFields, TextInput } from "./delivery-fields";
import { DesiredDates, desiredDateErrors } from "./desired-dates";
import { desiredDatesBlocker } from "@/lib/domain/shop/delivery-choice";
import { OrderTotal } from "./order-total";
import { PriceChanges } from "../price/price-changed";
import { VoucherBox } from "./voucher-box";
import type { useCheckout } from "./use-checkout";
import { useStepDelivery } from "./use-step-delivery";
import { preloadConfirm } from "./lazy-confirm";

type Checkout = ReturnType<typeof useCheckout>;

/** Checkout step 1 "Lieferadresse" (SPEC.md 2.4, 4, 5). */
export function StepDelivery({ storeSlug, store, checkout }: { storeSlug: string; store: CheckoutStore; checkout: Checkout }) {
  const { cart, save, view } = checkout;
  const step = useStepDelivery(storeSlug, store, checkout);
  const { form, mode, country, dates, dateChoice } = step;
  const { field, errorOf } = form;

  if (!view || !dates) return null;
  const dateBlocker = desiredDatesBlocker({
    undecided: dateChoice.undecided.length,
    invalid: Object.keys(desiredDateErrors(view.lines, dates.groups, dates.today, country)).length,
  });
  const nextBlocker = !form.isValid ? "Bitte füllen Sie alle Pflichtfelder (*) aus." : dateBlocker;

  // Phones show the order total and the voucher box after the form and before "Weiter"; wide screens beside both.
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <form id={FORM_ID} onSubmit={step.next} onBlur={step.keepDraft} className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1" noValidate>
        <section className="rounded border border-line bg-white p-4">
          <h2 className="mb-3 font-semibold">Lieferadresse</h2>
          <DeliveryModeChoice mode={mode} onMode={step.switchMode} />
          <AddressFields mode={mode} field={field} errorOf={errorOf} />
        </section>
        <section className="rounded border border-line bg-white p-4">
          <h2 className="mb-3 font-semibold">Lieferkontakt</h2>
          <ContactFields field={field} errorOf={errorOf} />
        </section>
        <section className="rounded border border-line bg-white p-4">
          <TextInput label="Kunde / Auftragsreferenz" path="customerReference" field={field} errorOf={errorOf} />
        </section>
        <DesiredDates
          lines={view.lines}
          groups={dates.groups}
          today={dates.today}
          earliest={dates.earliest}
          country={country}
          choice={dateChoice}
          onChoice={step.setDateChoice}
          onChange={step.setDates}
        />
        <p className="flex items-center gap-2 text-sm text-muted">
          <ShieldCheck size={16} aria-hidden /> Datensicherheit: Ihre Angaben werden verschlüsselt übertragen und nur für die Abwicklung der
          Bestellung verwendet.
        </p>
      </form>
      <aside className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <PriceChanges lines={view.lines} />
        <OrderTotal pricing={view.pricing} />
        <VoucherBox storeNumber={store.storeNumber} cart={cart} pricing={view.pricing} save={save} />
      </aside>
      <NextButton blocker={nextBlocker} saving={step.saving} />
    </div>
  );
}

function DeliveryModeChoice({ mode, onMode }: { mode: "studio" | "customer"; onMode: (mode: "studio" | "customer") => void }) {
  return (
    <fieldset className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <legend className="sr-only">Lieferung an</legend>
      {(["studio", "customer"] as const).map((m) => (
        <label key={m} className="flex items-center gap-2">
          <input type="radio" value={m} checked={mode === m} onChange={() => onMode(m)} />
          {m === "studio" ? "Lieferung an das Studio" : "Lieferung an den Kunden"}
        </label>
      ))}
    </fieldset>
  );
}

function NextButton({ blocker, saving }: { blocker: string | null; saving: boolean }) {
  return (
    <div className="lg:col-start-1 lg:row-start-2">
      <Button
        type="submit"
        form={FORM_ID}
        disabled={blocker !== null || saving}
        aria-describedby={blocker ? "checkout-next-reason" : undefined}
        onPointerEnter={preloadConfirm}
        onFocus={preloadConfirm}
      >
        Weiter
      </Button>
      {/* Why "Weiter" is unavailable, in words next to it (the button only looks greyed out). */}
      <p id="checkout-next-reason" className="mt-2 text-sm text-muted empty:hidden" data-testid="checkout-next-reason">
        {blocker}
      </p>
    </div>
  );
}

const FORM_ID = "checkout-delivery";
