"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import type { DeliveryFormValues } from "@/lib/domain/shop/checkout-schema";
import { addressForMode, defaultContact, type CheckoutStore } from "@/lib/domain/shop/delivery-form";
import { track } from "@/lib/integrations/analytics";
import { AddressFields, ContactFields, TextInput, type ErrorOf } from "./delivery-fields";
import { DesiredDates, desiredDateErrors, initialDateChoice, type DateChoice } from "./desired-dates";
import { desiredDatesBlocker } from "@/lib/domain/shop/delivery-choice";
import { shipmentDates } from "./use-checkout";
import { OrderTotal } from "./order-total";
import { PriceChanges } from "../price/price-changed";
import { VoucherBox } from "./voucher-box";
import type { useCheckout } from "./use-checkout";

type Checkout = ReturnType<typeof useCheckout>;

const loadValidation = () => import("./delivery-validation");

/** The zod resolver of the form, loaded with the schema on the first validation (keeps zod out of the first load). */
const resolver: Resolver<DeliveryFormValues> = async (values, context, options) =>
  (await loadValidation()).deliveryResolver(values, context, options);

/** Checkout step 1 "Lieferadresse" (SPEC.md 2.4, 4, 5). */
export function StepDelivery({ storeSlug, store, checkout }: { storeSlug: string; store: CheckoutStore; checkout: Checkout }) {
  const { cart, save, view } = checkout;
  const router = useRouter();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [dateChoice, setDateChoice] = useState<DateChoice>(() => initialDateChoice(cart.items.map((i) => i.desiredDeliveryDate)));
  // SPEC 4: defaults from the store and its person in charge when the order has none.
  const form = useForm<DeliveryFormValues>({
    resolver,
    mode: "onChange",
    defaultValues: {
      deliveryAddress: cart.deliveryAddress ?? addressForMode("studio", store),
      deliveryContact: cart.deliveryContact ?? defaultContact(store),
      customerReference: cart.customerReference ?? "",
    },
  });
  const { register, formState, control, reset, getValues, trigger, getFieldState } = form;
  const mode = useWatch({ control, name: "deliveryAddress.mode" });
  const country = useWatch({ control, name: "deliveryAddress.addressCountry" });
  // The desired dates follow the country chosen in the form, not only the one saved in the cart.
  const lines = view?.lines;
  const dates = useMemo(() => (lines ? shipmentDates(lines, country) : null), [lines, country]);
  // Errors show once a field was left (or after "Weiter"), not while the form is still being filled:
  // validation runs all along, for the "Weiter" button.
  const errorOf: ErrorOf = (path) => {
    const state = getFieldState(path, formState);
    return state.isTouched || formState.isSubmitted ? state.error?.message : undefined;
  };
  // Issue 29: what was typed is kept in the server-side cart draft whenever a field is left and when the
  // step is left (e.g. "← Zurück zum Shop"), so returning shows it again. Only complete parts are kept.
  const keepDraft = useCallback(() => {
    void loadValidation()
      .then(({ checkoutDraftPatch }) => save((c) => ({ ...c, ...checkoutDraftPatch(getValues()) })))
      .catch((e: Error) => toast.show(e.message, "error"));
  }, [save, getValues, toast]);
  const keepOnLeave = useRef(keepDraft);
  useEffect(() => {
    keepOnLeave.current = keepDraft;
  }, [keepDraft]);
  useEffect(() => () => keepOnLeave.current(), []);
  const tracked = useRef(false);
  useEffect(() => {
    void trigger();
    if (!tracked.current && view) {
      tracked.current = true;
      track("begin_checkout", {
        currency: "EUR",
        value: view.pricing.priceKaNetWithShipping / 100,
        items: view.lines.map((l) => ({
          item_id: String(l.item.id),
          item_name: l.product.name,
          price: l.product.priceKaNet,
          quantity: l.item.quantity,
        })),
      });
    }
  }, [trigger, view]);

  if (!view || !dates) return null;
  const dateBlocker = desiredDatesBlocker({
    undecided: dateChoice.undecided.length,
    invalid: Object.keys(desiredDateErrors(view.lines, dates.groups, dates.today, country)).length,
  });
  const nextBlocker = !formState.isValid ? "Bitte füllen Sie alle Pflichtfelder (*) aus." : dateBlocker;

  const switchMode = (next: "studio" | "customer") => {
    // SPEC 4: switching the mode resets the address (studio billing data / empty with Germany).
    reset({ ...getValues(), deliveryAddress: addressForMode(next, store) }, { keepDefaultValues: true });
    void trigger();
  };
  const setDates = (dates: Record<number, number | null>) =>
    save((c) => ({ ...c, items: c.items.map((i) => (i.id in dates ? { ...i, desiredDeliveryDate: dates[i.id] } : i)) })).catch((e: Error) =>
      toast.show(e.message, "error"),
    );

  const next = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      // SPEC 4: "Weiter" stores the form in the order, then step 2.
      const { deliveryFormSchema } = await loadValidation();
      const parsed = deliveryFormSchema.parse(values);
      await save((c) => ({
        ...c,
        deliveryAddress: parsed.deliveryAddress,
        deliveryContact: parsed.deliveryContact,
        customerReference: parsed.customerReference || null,
      }));
      track("checkout_progress", { checkout_step: 1 });
      router.push(`/stores/${storeSlug}/shop/checkout/2`);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Speichern fehlgeschlagen", "error");
      setSaving(false);
    }
  });

  // Phones show the order total and the voucher box after the form and before "Weiter"; wide screens beside both.
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <form id={FORM_ID} onSubmit={next} onBlur={keepDraft} className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1" noValidate>
        <section className="rounded border border-line bg-white p-4">
          <h2 className="mb-3 font-semibold">Lieferadresse</h2>
          <fieldset className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <legend className="sr-only">Lieferung an</legend>
            {(["studio", "customer"] as const).map((m) => (
              <label key={m} className="flex items-center gap-2">
                <input type="radio" value={m} checked={mode === m} onChange={() => switchMode(m)} />
                {m === "studio" ? "Lieferung an das Studio" : "Lieferung an den Kunden"}
              </label>
            ))}
          </fieldset>
          <AddressFields mode={mode} register={register} errorOf={errorOf} />
        </section>
        <section className="rounded border border-line bg-white p-4">
          <h2 className="mb-3 font-semibold">Lieferkontakt</h2>
          <ContactFields register={register} errorOf={errorOf} />
        </section>
        <section className="rounded border border-line bg-white p-4">
          <TextInput label="Kunde / Auftragsreferenz" path="customerReference" register={register} errorOf={errorOf} />
        </section>
        <DesiredDates
          lines={view.lines}
          groups={dates.groups}
          today={dates.today}
          earliest={dates.earliest}
          country={country}
          choice={dateChoice}
          onChoice={setDateChoice}
          onChange={setDates}
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
      <div className="lg:col-start-1 lg:row-start-2">
        <Button
          type="submit"
          form={FORM_ID}
          disabled={nextBlocker !== null || saving}
          aria-describedby={nextBlocker ? "checkout-next-reason" : undefined}
        >
          Weiter
        </Button>
        {/* Why "Weiter" is unavailable, in words next to it (the button only looks greyed out). */}
        <p id="checkout-next-reason" className="mt-2 text-sm text-muted empty:hidden" data-testid="checkout-next-reason">
          {nextBlocker}
        </p>
      </div>
    </div>
  );
}

const FORM_ID = "checkout-delivery";
