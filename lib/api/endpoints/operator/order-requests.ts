import { z } from "zod";
import { endpoint } from "@/lib/api/define";
import { decideRequestSchema } from "@/lib/domain/shop/order-request-schema";
import { decideOrderRequest, operatorOrderRequests, orderRequestPhoto } from "@/lib/server/operator/order-requests";

/** The operator decides the studios' cancellations and returns (issue 33, docs/order-requests.md). */
export const orderRequestOperatorEndpoints = [
  endpoint({
    name: "orderRequestDecide",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "orders:write",
    input: decideRequestSchema,
    handler: async ({ input, operator }) => decideOrderRequest(input, { name: operator.name }),
  }),
  endpoint({
    name: "operatorOrderRequests",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "orders:read",
    // `state` is always sent: "open" for the page's list, "decided" for the newest decided ones.
    input: z.object({ state: z.enum(["open", "decided"], { error: "Bitte wählen Sie offen (open) oder entschieden (decided)." }) }),
    handler: async ({ input }) => operatorOrderRequests(input.state),
  }),
  endpoint({
    // A return's photo for the operator's page (the /media route serves profile media only).
    name: "orderRequestPhoto",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "orders:read",
    raw: true,
    input: z.object({
      requestId: z.uuid({ error: "Unbekannte Anfrage." }),
      index: z.coerce.number({ error: "Bitte geben Sie die Nummer des Fotos an." }).int().min(0).max(50),
    }),
    handler: async ({ input }) => orderRequestPhoto(input.requestId, input.index),
  }),
] as const;
