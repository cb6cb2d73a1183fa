"use client";

import { useRouter } from "next/navigation";
import { BadgeCheck, Truck, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PAYMENT_TYPE, type BankDetails } from "@/lib/domain/platform/payment";
import { track } from "@/lib/integrations/analytics";
import { DeliveryGroups, OrderTotal } from "./order-total";
import { PriceChanges } from "../price/price-changed";
import type { useCheckout } from "./use-checkout";
import { useSubmitOrder } from "./use-submit-order";

type Checkout = ReturnType<typeof useCheckout>;

/** Checkout step 2 "Bestätigen" (SPEC.md 2.4): summary, Vorkasse with bank details, groups, "Jetzt bestellen". */
export function StepConfirm({ storeSlug, checkout, bank }: { storeSlug: string; checkout: Checkout; bank: BankDetails }) {
  const { cart, view } = checkout;
  const router = useRouter();
  const { submit: submitOrder, busy } = useSubmitOrder(storeSlug);
  if (!view) return null;

  const submit = async () => {
    try {
      const order = await submitOrder(checkout.settledVersion);
      // SPEC 4: a submit is ignored while one runs.
      if (!order) return;
      track("purchase", {
        transaction_id: order.idfs,
        currency: "EUR",
        value: order.totalPricing.priceKaNetWithShipping,
        tax: order.totalPricing.priceKaVatAmount,
        shipping: order.totalPricing.priceShippingNet,
        coupon: order.discountCode?.code,
        items: order.items.map((i) => ({ item_id: String(i.id), item_name: i.name, price: i.priceKaNet, quantity: i.quantity })),
      });
      // The server emptied the cart; the confirmation page reloads it (clearing it here would show the
      // empty-cart text for a moment before the navigation).
      router.push(`/stores/${storeSlug}/shop/confirmation/${order.idfs}`);
    } catch (e) {
      // SPEC 8: the submit error is shown in a browser alert.
      window.alert(e instanceof Error ? e.message : "Die Bestellung konnte nicht abgeschickt werden.");
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <div className="flex flex-col gap-4">
        <ConfirmDelivery cart={cart} />
        <ConfirmPayment bank={bank} />
        <section aria-label="Lieferungen">
          <h2 className="mb-2 font-semibold">Lieferungen</h2>
          <DeliveryGroups groups={view.groups} lines={view.lines} pricing={view.pricing} />
        </section>
        <TrustBadges />
      </div>
      <aside className="flex flex-col gap-4">
        <PriceChanges lines={view.lines} />
        <OrderTotal pricing={view.pricing} />
        <Button onClick={submit} busy={busy}>
          Jetzt bestellen
        </Button>
        <p className="text-xs text-muted">Alle Preise verstehen sich zzgl. 19% MwSt. Es gelten unsere Allgemeinen Geschäftsbedingungen.</p>
      </aside>
    </div>
  );
}

/** The delivery address, contact and customer reference as saved in step 1. */
function ConfirmDelivery({ cart }: { cart: Checkout["cart"] }) {
  const a = cart.deliveryAddress;
  const c = cart.deliveryContact;
  return (
    <section className="rounded border border-line bg-white p-4 text-sm" aria-label="Lieferadresse">
      <h2 className="mb-2 font-semibold">Lieferadresse</h2>
      {a ? (
        <address className="not-italic" data-testid="confirm-address">
          {a.mode === "studio" ? a.companyName : `${a.firstName} ${a.lastName}`}
          <br />
          {a.toAttention ? (
            <>
              z. Hd. {a.toAttention}
              <br />
            </>
          ) : null}
          {a.addressStreet}
          {a.addressAddInfo ? `, ${a.addressAddInfo}` : ""}
          <br />
          {a.addressZip} {a.addressCity}, {a.addressState}, {a.addressCountry}
          <br />
          Tel. {a.phone}
        </address>
      ) : null}
      {c ? (
        <p className="mt-2">
          Lieferkontakt: {c.gender} {c.firstName} {c.lastName}, {c.phone}, {c.email}
        </p>
      ) : null}
      {cart.customerReference ? <p className="mt-1">Kunde / Auftragsreferenz: {cart.customerReference}</p> : null}
    </section>
  );
}

/** Vorkasse with the bank details to transfer to. */
function ConfirmPayment({ bank }: { bank: BankDetails }) {
  return (
    <section className="rounded border border-line bg-white p-4 text-sm" aria-label="Zahlungsart">
      <h2 className="mb-2 font-semibold">Zahlungsart</h2>
      <p className="font-medium">{PAYMENT_TYPE}</p>
      <p className="mt-1 text-muted">Bitte überweisen Sie den Gesamtbetrag nach der Bestellung mit der Bestellnummer als Verwendungszweck an:</p>
      <p className="mt-1">
        {bank.recipient} · {bank.bank}
        <br />
        IBAN {bank.iban} · BIC {bank.bic}
      </p>
    </section>
  );
}

function TrustBadges() {
  return (
    <section className="grid gap-2 rounded border border-line bg-brand-light p-4 text-sm sm:grid-cols-3" aria-label="Vertrauen">
      <span className="flex items-center gap-2">
        <Lock size={16} aria-hidden /> Sichere SSL-Verbindung
      </span>
      <span className="flex items-center gap-2">
        <BadgeCheck size={16} aria-hidden /> 100% deutsche Ware
      </span>
      <span className="flex items-center gap-2">
        <Truck size={16} aria-hidden /> Lieferung zum Wunschtermin
      </span>
    </section>
  );
}
