"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useToast } from "@/components/ui/toast";
import { addressForMode, defaultContact, type CheckoutStore } from "@/lib/domain/shop/delivery-form";
import { cleanAddress, cleanContact, cleanReference, deliveryDraftPatch, type DeliveryFormState } from "@/lib/domain/shop/delivery-form-rules";
import { track } from "@/lib/integrations/analytics";
import { initialDateChoice, type DateChoice } from "./desired-dates";
import { shipmentDates, type useCheckout } from "./use-checkout";
import { preloadConfirm } from "./lazy-confirm";
import { useDeliveryForm } from "./use-delivery-form";

type Checkout = ReturnType<typeof useCheckout>;

const texts = (o: object | null | undefined) => Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => typeof v === "string"));

/** SPEC 4: the order's own address, contact and reference, else the store's and its person in charge. */
function initialValues(cart: Checkout["cart"], store: CheckoutStore): DeliveryFormState {
  const address = cart.deliveryAddress ? { ...addressForMode("customer", store), ...texts(cart.deliveryAddress) } : addressForMode("studio", store);
  return {
    deliveryAddress: address as DeliveryFormState["deliveryAddress"],
    deliveryContact: { ...defaultContact(store), ...texts(cart.deliveryContact) },
    customerReference: cart.customerReference ?? "",
  };
}

/**
 * Issue 29: what was typed is kept in the server-side cart draft whenever a field is left and when the
 * step is left (e.g. "← Zurück zum Shop"), so returning shows it again. Only complete parts are kept.
 */
function useKeepDraft(save: Checkout["save"], getValues: () => DeliveryFormState) {
  const toast = useToast();
  const keepDraft = useCallback(() => {
    save((c) => ({ ...c, ...deliveryDraftPatch(getValues()) })).catch((e: Error) => toast.show(e.message, "error"));
  }, [save, getValues, toast]);
  const keepOnLeave = useRef(keepDraft);
  useEffect(() => {
    keepOnLeave.current = keepDraft;
  }, [keepDraft]);
  useEffect(() => () => keepOnLeave.current(), []);
  return keepDraft;
}

/** Reports "begin_checkout" once the cart's view is there. */
function useBeginCheckout(view: Checkout["view"]) {
  const tracked = useRef(false);
  useEffect(() => {
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
  }, [view]);
}

/** The delivery form of checkout step 1: defaults, errors, the draft kept, the mode switch and "Weiter". */
export function useStepDelivery(storeSlug: string, store: CheckoutStore, checkout: Checkout) {
  const { cart, save, view } = checkout;
  const router = useRouter();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [dateChoice, setDateChoice] = useState<DateChoice>(() => initialDateChoice(cart.items.map((i) => i.desiredDeliveryDate)));
  const form = useDeliveryForm(() => initialValues(cart, store));
  const { mode, addressCountry: country } = form.values.deliveryAddress;
  // The desired dates follow the country chosen in the form, not only the one saved in the cart.
  const lines = view?.lines;
  const dates = useMemo(() => (lines ? shipmentDates(lines, country) : null), [lines, country]);
  const keepDraft = useKeepDraft(save, form.getValues);
  useBeginCheckout(view);

  // SPEC 4: switching the mode resets the address (studio billing data / empty with Germany).
  const switchMode = (next: "studio" | "customer") => form.reset({ ...form.getValues(), deliveryAddress: addressForMode(next, store) });
  const setDates = (dates: Record<number, number | null>) =>
    save((c) => ({ ...c, items: c.items.map((i) => (i.id in dates ? { ...i, desiredDeliveryDate: dates[i.id] } : i)) })).catch((e: Error) =>
      toast.show(e.message, "error"),
    );

  const next = async (e: FormEvent) => {
    e.preventDefault();
    const values = form.submit();
    if (!values) return;
    setSaving(true);
    preloadConfirm();
    try {
      // SPEC 4: "Weiter" stores the form in the order, then step 2 (the server checks it again).
      await save((c) => ({
        ...c,
        deliveryAddress: cleanAddress(values.deliveryAddress),
        deliveryContact: cleanContact(values.deliveryContact),
        customerReference: cleanReference(values.customerReference),
      }));
      track("checkout_progress", { checkout_step: 1 });
      router.push(`/stores/${storeSlug}/shop/checkout/2`);
    } catch (e) {
      toast.show(e instanceof Error ? e.message : "Speichern fehlgeschlagen", "error");
      setSaving(false);
    }
  };

  return { form, mode, country, dates, keepDraft, switchMode, setDates, next, saving, dateChoice, setDateChoice };
}
