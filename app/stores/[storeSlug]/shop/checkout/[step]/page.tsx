import { notFound } from "next/navigation";
import { CheckoutPage } from "@/components/shop/checkout/checkout-page";
import { pageStore } from "@/lib/server/viewer";

export const metadata = { title: "Kasse" };

export default async function Page({ params }: { params: Promise<{ storeSlug: string; step: string }> }) {
  const { storeSlug, step } = await params;
  if (step !== "1" && step !== "2") notFound();
  const { store } = await pageStore(storeSlug);
  const crm = store.crm;
  const pic = store.personInCharge?.crm;
  // Plain data for the defaults of SPEC 4 (studio billing address, person in charge).
  const defaults = {
    storeNumber: store.storeNumber,
    companyName: crm.Used_Name__c || store.name,
    street: crm.BillingStreet ?? "",
    zip: crm.BillingPostalCode ?? "",
    city: crm.BillingCity ?? "",
    state: crm.BillingState ?? "",
    country: crm.BillingCountry ?? "Deutschland",
    phone: crm.Phone ?? "",
    email: crm.Store_Email__c ?? "",
    personInCharge: pic ? { salutation: pic.Salutation, firstName: pic.FirstName, lastName: pic.LastName } : null,
  };
  return <CheckoutPage storeSlug={storeSlug} step={step === "1" ? 1 : 2} store={defaults} />;
}
