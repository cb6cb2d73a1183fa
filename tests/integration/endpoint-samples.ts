/**
 * For each named endpoint: a valid input aimed at a store the caller may NOT access (`foreign`), and an
 * input of the wrong shape (`invalid`) with the field the 400 must name. The registry walk fails for
 * any endpoint without an entry here, so a new endpoint cannot skip these checks.
 */
export type Fixture = { slug: string; storeNumber: string; crmId: string };
export type Sample = { foreign: (other: Fixture) => Record<string, unknown>; invalid: Record<string, unknown>; field: string };

export const samples: Record<string, Sample> = {
  "GET currentStore": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "GET storeWithLeads": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "GET childStores": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "GET asStoreCart": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST asStoreCart": {
    foreign: (o) => ({ storeSlug: o.slug, shopCart: { items: [] } }),
    invalid: { storeSlug: "kuechen-mayer", shopCart: { items: [{ id: 1, quantity: "zwei" }] } },
    field: "shopCart.items.0.quantity",
  },
};
