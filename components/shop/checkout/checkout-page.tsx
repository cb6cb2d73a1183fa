"use client";

import Link from "next/link";
import { Suspense, useEffect } from "react";
import { useRouter } from "next/navigation";
import { Spinner } from "@/components/ui/spinner";
import type { CheckoutStore } from "@/lib/domain/shop/delivery-form";
import type { BankDetails } from "@/lib/domain/platform/payment";
import { ProgressBar } from "./progress-bar";
import { preloadDelivery, StepDelivery } from "./lazy-steps";
import { preloadConfirm, StepConfirm } from "./lazy-confirm";
import { useCheckout } from "./use-checkout";
import { WithdrawnLines } from "./withdrawn-lines";

/** /checkout/{currentStep} (SPEC.md 2.4): step 1 delivery, step 2 confirm. */
export function CheckoutPage({ storeSlug, step, store, bank }: { storeSlug: string; step: 1 | 2; store: CheckoutStore; bank: BankDetails }) {
  const checkout = useCheckout(storeSlug);
  const router = useRouter();
  const base = `/stores/${storeSlug}/shop`;
  const missingForm =
    step === 2 && !checkout.loading && checkout.cart.items.length > 0 && (!checkout.cart.deliveryAddress || !checkout.cart.deliveryContact);
  useEffect(() => {
    if (missingForm) router.replace(`${base}/checkout/1`);
  }, [missingForm, router, base]);
  // The step's code loads beside the cart, not after it.
  useEffect(() => (step === 1 ? preloadDelivery : preloadConfirm)(), [step]);

  if (checkout.loading || missingForm) return <Spinner label="Kasse wird geladen …" />;
  if (checkout.cart.items.length === 0) {
    return (
      <div>
        <ProgressBar current={step} base={base} />
        <p className="rounded border border-line bg-white p-6">
          Es befinden sich keine Produkte in Ihrem Warenkorb.{" "}
          <Link href={base} className="text-brand underline">
            Zurück zum Shop
          </Link>
        </p>
      </div>
    );
  }
  // A withdrawn article in the cart stops the checkout until it is removed (issue 32).
  const withdrawn = [...(checkout.products.data?.values() ?? [])].filter((p) => p.availability.state === "withdrawn");
  // Until the step's code is there the page stays as while the cart loads.
  return (
    <Suspense fallback={<Spinner label="Kasse wird geladen …" />}>
      <div>
        <ProgressBar current={step} base={base} />
        <h1 className="mb-4 text-2xl font-bold">{step === 1 ? "Lieferadresse" : "Bestellung bestätigen"}</h1>
        {withdrawn.length > 0 ? (
          <WithdrawnLines products={withdrawn} />
        ) : step === 1 ? (
          <StepDelivery storeSlug={storeSlug} store={store} checkout={checkout} />
        ) : (
          <StepConfirm storeSlug={storeSlug} checkout={checkout} bank={bank} />
        )}
      </div>
    </Suspense>
  );
}
