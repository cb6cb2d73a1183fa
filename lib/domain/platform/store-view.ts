import type { BadgeStats } from "./badge";

/**
 * The store as the pages hand it to the screens, the console shell and the shop frame: what they show
 * and route by. Never the database row, which also holds settings and timestamps that have no business
 * in the browser (a client screen's props are sent to it whole).
 */
export type StoreView = {
  id: string;
  slug: string;
  storeNumber: string;
  crmId: string;
  name: string;
  isMaster: boolean;
  parentId: string | null;
  isTest: boolean;
  leadpoolActive: boolean;
  shopActive: boolean;
  /** The name the master shows in its header, and the billing address of the shop frame. */
  crm: {
    Name: string;
    Used_Name__c?: string | null;
    BillingPostalCode?: string | null;
    BillingCity?: string | null;
    BillingCountry?: string | null;
  };
  stats: BadgeStats;
};

/** What every answer about a store names it by, and its switches. */
export type StoreNaming = Pick<StoreView, "slug" | "storeNumber" | "name" | "isMaster" | "parentId" | "isTest" | "leadpoolActive" | "shopActive">;

/** Takes a store's naming fields (of the row or anything wider), and nothing else. */
export function storeNaming(store: StoreNaming): StoreNaming {
  return {
    slug: store.slug,
    storeNumber: store.storeNumber,
    name: store.name,
    isMaster: store.isMaster,
    parentId: store.parentId,
    isTest: store.isTest,
    leadpoolActive: store.leadpoolActive,
    shopActive: store.shopActive,
  };
}

/** Takes the view's fields of a store (the row or anything wider), and nothing else. */
export function storeView(store: StoreView): StoreView {
  const { Name, Used_Name__c, BillingPostalCode, BillingCity, BillingCountry } = store.crm;
  return {
    id: store.id,
    crmId: store.crmId,
    ...storeNaming(store),
    crm: { Name, Used_Name__c, BillingPostalCode, BillingCity, BillingCountry },
    stats: { badgeRating: store.stats.badgeRating, counts: store.stats.counts },
  };
}
