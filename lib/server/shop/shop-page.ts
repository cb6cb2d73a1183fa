import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CheckoutStore } from "@/lib/domain/shop/delivery-form";
import { NOT_FOUND_TITLE } from "@/lib/domain/platform/page-titles";
import type { Store } from "@/models/platform/stores";
import { viewerMay } from "../platform/access";
import { pageStore } from "../platform/viewer";

/**
 * Whether the dealer shop of this page's store is open to the viewer: it exists only for stores with
 * shopActive (SPEC.md section 6), and only for the roles that buy (lib/domain/platform/roles.ts).
 */
async function shopOpenTo(storeSlug: string) {
  const { viewer, store } = await pageStore(storeSlug);
  return { viewer, store, open: store.shopActive && viewerMay(viewer, "shop") };
}

/** For the shop's layout and pages: the store, or the 404 page when its shop is refused to the viewer. */
export async function shopPageStore(storeSlug: string) {
  const { viewer, store, open } = await shopOpenTo(storeSlug);
  if (!open) notFound();
  return { viewer, store };
}

/**
 * generateMetadata for a shop page with a fixed title. A refused shop answers with the 404 title:
 * the layout's 404 would otherwise be shown under the page's own title, which the browser takes from
 * the streamed page metadata.
 */
export function shopPageMetadata(title: string) {
  return async ({ params }: { params: Promise<{ storeSlug: string }> }): Promise<Metadata> =>
    (await shopOpenTo((await params).storeSlug)).open ? { title } : { title: NOT_FOUND_TITLE };
}

/**
 * The store's data the checkout form starts from (SPEC 4: the studio's billing address and person in
 * charge), read from its CRM record, so the page and the form never see Salesforce field names.
 */
export function checkoutStore(store: Pick<Store, "storeNumber" | "name" | "crm" | "personInCharge">): CheckoutStore {
  const crm = store.crm;
  const pic = store.personInCharge?.crm;
  return {
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
}
