import { endpoint } from "@/lib/api/define";
import { priceListIdSchema, priceListLinesQuerySchema, priceListUpsertSchema } from "@/lib/domain/operator/price-lists";
import { deletePriceList, listPriceLists, priceListLinesOf, upsertPriceList } from "@/lib/server/operator/price-lists";

/** Price lists per studio (issue 32): the operator's session or a key with `prices:write`. */
export const priceListEndpoints = [
  endpoint({
    name: "priceLists",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "prices:write",
    handler: async () => listPriceLists(),
  }),
  endpoint({
    name: "priceListLines",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "prices:write",
    input: priceListLinesQuerySchema,
    handler: async ({ input }) => priceListLinesOf(input),
  }),
  endpoint({
    name: "priceListUpsert",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "prices:write",
    input: priceListUpsertSchema,
    handler: async ({ input, operator }) => upsertPriceList(input, operator),
  }),
  endpoint({
    name: "priceListDelete",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "prices:write",
    input: priceListIdSchema,
    handler: async ({ input }) => deletePriceList(input.id),
  }),
] as const;
