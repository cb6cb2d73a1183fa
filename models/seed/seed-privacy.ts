/**
 * One end customer of Küchenwelt Berlin as the retention job leaves it (issue 34,
 * docs/deletion-concept.md): a request lost 30 months ago, anonymised. The screens show "Anonymisiert"
 * where the name was. Fixed ids and a customer number below the generated range, and no use of the
 * seed's random numbers, so every other demo record stays as it was.
 */
import type { Db } from "../platform/db";
import { leads, opportunities, proposals } from "../console/requests";
import type { SeededStore } from "./seed-stores";

export const ANONYMISED_DEMO = {
  store: "kuechenwelt-berlin",
  leadNumber: "199001",
  customerNumber: "KA-199001",
  proposalCrmId: "a0P000000199001AAA",
} as const;

const LEAD_ID = "00000000-0000-4000-8000-000000199001";
const OPPORTUNITY_ID = "00000000-0000-4000-8000-000000199002";
const PROPOSAL_ID = "00000000-0000-4000-8000-000000199003";

function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export async function seedAnonymisedCustomer(db: Db, stores: SeededStore[], now: Date): Promise<void> {
  const store = stores.find((s) => s.def.slug === ANONYMISED_DEMO.store);
  if (!store) return;
  const requested = monthsBefore(now, 33);
  const lost = monthsBefore(now, 30);
  const anonymised = monthsBefore(now, 6);
  const { leadNumber, customerNumber, proposalCrmId } = ANONYMISED_DEMO;
  await db.insert(leads).values({
    id: LEAD_ID,
    leadNumber,
    personalizedLink: "",
    crm: { FirstName: "", LastName: "Anonymisiert", Phone: null, CustomerSlug__c: "", Customer_Number__c: customerNumber },
    userData: { uploads: [] },
    userDataRaw: { language: "de" },
    createdAt: requested,
    anonymizedAt: anonymised,
  });
  await db.insert(opportunities).values({
    id: OPPORTUNITY_ID,
    crmId: "006000000199001AAA",
    leadId: LEAD_ID,
    crm: { Id: "006000000199001AAA", StageName: "Closed Lost", Customer_Number__c: customerNumber, Name: "Anonymisiert" },
  });
  await db.insert(proposals).values({
    id: PROPOSAL_ID,
    crmId: proposalCrmId,
    storeId: store.id,
    opportunityId: OPPORTUNITY_ID,
    leadId: LEAD_ID,
    stage: "Received",
    requestedAt: requested,
    acceptedAt: monthsBefore(now, 32),
    crm: {
      Id: proposalCrmId,
      Stage__c: "Received",
      Price__c: 18_500,
      CreatedDate: requested.toISOString(),
      LastModifiedDate: lost.toISOString(),
    },
  });
}
