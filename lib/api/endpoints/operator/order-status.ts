import { z } from "zod";
import { endpoint } from "@/lib/api/define";
import { statusUpdateSchema, type StatusSource } from "@/lib/domain/shop/order-status-update";
import { applyOrderStatusUpdate } from "@/lib/server/shop/order-status";
import { openTransStatusInput } from "@/lib/server/operator/opentrans-status";
import { operatorOrders } from "@/lib/server/operator/order-status";

/** Order status coming back from the supplier (issue 33, docs/order-status.md). */
export const orderStatusEndpoints = [
  endpoint({
    // JSON, or an openTRANS 2.1 ORDERRESPONSE / DISPATCHNOTIFICATION as application/xml. The operator's
    // screen /betrieb → Bestellungen sends the same JSON with the operator's session.
    name: "orderStatusUpdate",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "orders:write",
    input: statusUpdateSchema,
    xml: openTransStatusInput,
    handler: async ({ input, operator, xmlKind }) => {
      const source: StatusSource = xmlKind ? (xmlKind as StatusSource) : operator.kind === "session" ? "betrieb" : "json";
      return applyOrderStatusUpdate(input, { source, name: operator.name });
    },
  }),
  endpoint({
    // The orders with their lines' status, to find one and set its states by hand.
    name: "operatorOrders",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "orders:read",
    // Without `search` (the API client leaves out an empty one): the newest orders.
    input: z.object({
      search: z.string({ error: "Der Suchbegriff muss ein Text sein." }).trim().max(100, "Der Suchbegriff ist länger als 100 Zeichen.").default(""),
    }),
    handler: async ({ input }) => operatorOrders(input.search),
  }),
] as const;
