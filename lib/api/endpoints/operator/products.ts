import { endpoint } from "@/lib/api/define";
import { operatorProductSchema, operatorProductsSchema } from "@/lib/domain/operator/products";
import { operatorProduct, searchOperatorProducts } from "@/lib/server/operator/products";

/** The Produkte screen of /betrieb: the operator's session only (no scope, keys are refused). */
export const operatorProductEndpoints = [
  endpoint({
    name: "operatorProducts",
    method: "GET",
    access: "operator",
    capability: undefined,
    input: operatorProductsSchema,
    handler: async ({ input }) => searchOperatorProducts(input.q, input.offset),
  }),
  endpoint({
    name: "operatorProduct",
    method: "GET",
    access: "operator",
    capability: undefined,
    input: operatorProductSchema,
    handler: async ({ input }) => operatorProduct(input.id),
  }),
] as const;
