import { z } from "zod";
import { endpoint } from "../../define";
import { productQuerySchema, searchText } from "@/lib/domain/shop/product-query";
import { shopEventSchema } from "@/lib/domain/shop/shop-events";
import { listBrands, listCategories, queryProducts } from "@/lib/server/shop/catalog";
import { searchSuggestions } from "@/lib/server/shop/search-suggestions";
import { recordShopEvent } from "@/lib/server/shop/shop-events";
import { productFacets } from "@/lib/server/shop/search-facets";

// The catalog is the same for every store, but each call names the store: the price of the
// Kundenansicht depends on its margin, and only signed-in users of that store may ask (SPEC 6).
export const catalogEndpoints = [
  endpoint({
    name: "asCategories",
    method: "GET",
    access: "store",
    capability: "shop",
    input: z.object({
      limit: z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, "limit muss eine ganze Zahl sein.")
        .transform(Number)
        .pipe(z.number().min(1, "limit muss mindestens 1 sein."))
        .optional(),
    }),
    handler: async ({ input }) => ({ categories: await listCategories(input.limit) }),
  }),
  endpoint({
    name: "asBrands",
    method: "GET",
    access: "store",
    capability: "shop",
    handler: async () => ({ brands: await listBrands() }),
  }),
  endpoint({
    name: "asProducts",
    method: "GET",
    access: "store",
    capability: "shop",
    input: productQuerySchema,
    handler: async ({ store, input }) => queryProducts(store, input),
  }),
  endpoint({
    // Issue 17: the categories of a search's results with counts, for the list's category filter;
    // apart from asProducts so the list itself stays as fast as before.
    name: "asProductFacets",
    method: "GET",
    access: "store",
    capability: "shop",
    input: productQuerySchema,
    handler: async ({ store, input }) => productFacets(store, input),
  }),
  endpoint({
    name: "asSearchSuggestions",
    method: "GET",
    access: "store",
    capability: "shop",
    input: z.object({ search: searchText }),
    handler: async ({ input }) => searchSuggestions(input.search),
  }),
  endpoint({
    name: "shopEvent",
    method: "POST",
    access: "store",
    capability: "shop",
    input: shopEventSchema,
    handler: async ({ store, input }) => recordShopEvent(store, input),
  }),
] as const;
