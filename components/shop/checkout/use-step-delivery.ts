"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type Resolver, type UseFormGetValues } from "react-hook-form";
import { useToast } from "@/components/ui/toast";
import type { DeliveryFormValues } from "@/lib/domain/shop/checkout-schema";
import { addressForMode, defaultContact, type CheckoutStore } from "@/lib/domain/shop/delivery-form";
import { track } from "@/lib/integrations/analytics";
import type { ErrorOf } from "./delivery-fields";
import { initialDateChoice, type DateChoice } from "./desired-dates";
import { shipmentDates, type useCheckout } from "./use-checkout";
import { preloadConfirm } from "./lazy-confirm";

type Checkout = ReturnType<typeof useCheckout>;

const loadValidation = () => import("./delivery-validation");

/** The zod resolver of the form, loaded with the schema on the first validation (keeps zod out of the first load). */
const resolver: Resolver<DeliveryFormValues> = async (values, context, options) =>
  (await loadValidation()).deliveryResolver(values, context, options);

/**
 * Issue 29: what was typed is kept in the server-side cart draft whenever a field is left and when the
 * step is left (e.g. "← Zurück zum Shop"), so returning shows it again. Only complete parts are kept.
 */
function useKeepDraft(save: Checkout["save"], getValues: UseFormGetValues<DeliveryFormValues>) {
  const toast = useToast();
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
  return keepDraft;
}

/** Validates the form once shown and reports "begin_checkout" once the cart's view is there. */
function useBeginCheckout(view: Checkout["view"], trigger: () => Promise<boolean>) {
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
}

/** The delivery form of checkout step 1: defaults, errors, the draft kept, the mode switch and "Weiter". */
export function useStepDelivery(storeSlug: string, store: CheckoutStore, checkout: Checkout) {
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
  const { formState, control, reset, getValues, trigger, getFieldState } = form;
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
  const keepDraft = useKeepDraft(save, getValues);
  useBeginCheckout(view, trigger);

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
    preloadConfirm();
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

  return { form, mode, country, dates, errorOf, keepDraft, switchMode, setDates, next, saving, dateChoice, setDateChoice };
}
